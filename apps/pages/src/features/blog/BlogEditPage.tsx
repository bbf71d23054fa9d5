// Editing a blog post: title, slug (it follows the title until edited by hand), categories, status, excerpt and
// the featured image. Save sends every field and shows what the server kept; its 422 errors land under their
// fields; leaving with unsaved changes asks first. An unknown id shows Not Found.
import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Form, Input, Select } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  BLOG_CATEGORIES,
  BLOG_SLUG_MAX,
  BLOG_STATUSES,
  type BlogEditData,
  type BlogEditInput,
  slugOf,
} from '@live-agent/contracts';
import {
  NotFoundPage,
  PageHeader,
  UnsavedChangesPrompt,
  applyFieldErrors,
  useClearable,
  useEqualValue,
  useFormRules,
  useKeptFormDraft,
} from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { blogEditRules } from './blog.rules';
import type { FieldErrors } from '@live-agent/contracts';
import { useBlogEditQuery, useSaveBlogPostMutation } from '../../api';
import { written } from '../../feedback';
import { demoView, isNotFound } from '../../shared/demoQuery';
import { FeaturedImageField } from './components/FeaturedImageField';
import { Loaded } from '../../shared/LoadFailed';
import { FormActions } from '../../shared/FormActions';
import { FieldGrid, useGridField } from '../../shared/FieldGrid';
import './blog.css';

type EditValues = Omit<BlogEditInput, 'id'> & Pick<BlogEditData, 'blogTitle' | 'slug'>;

const toForm = (post: BlogEditData): EditValues => ({
  blogTitle: post.blogTitle,
  slug: post.slug,
  blogCategories: post.blogCategories,
  status: post.status,
  excerpt: post.excerpt,
  featuredImage: post.featuredImage,
});

function BlogEditPage() {
  const { t } = useTranslation(NAMESPACE);
  const clearable = useClearable();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const edit = demoView(useBlogEditQuery(id));
  const [savePost, { isLoading: saving }] = useSaveBlogPostMutation();
  const [saveErrors, setSaveErrors] = useState<FieldErrors | null>(null);
  const [form] = Form.useForm<EditValues>();
  const [dirty, setDirty] = useState(false);
  // Whether the slug was typed by hand: until then it follows the title.
  const [slugOwn, setSlugOwn] = useState(false);
  const formRules = useFormRules();
  const rules = useMemo(() => blogEditRules(formRules), [formRules]);
  const field = useGridField('blog.edit.fields', rules);

  // Only an answer to this id counts: right after a navigation the previous post is still there.
  const post = !edit.pending && edit.data?.id === Number(id) ? edit.data : null;

  // A freshly read post (first load, or what a save answered) becomes what the form shows and what Reset
  // restores. Keyed by content: reading the same post again must not wipe what is being typed.
  const read = useEqualValue(post);
  const initial = useMemo(() => (read ? toForm(read) : null), [read]);
  const reset = () => {
    if (!initial) return;
    form.resetFields();
    form.setFieldsValue(initial);
    setSlugOwn(initial.slug !== slugOf(initial.blogTitle, BLOG_SLUG_MAX));
    setDirty(false);
  };
  useEffect(reset, [form, initial]);
  // Kept should the session end while the post is being edited (docs/architecture.md, "Drafts kept when a session ends").
  const { offer } = useKeptFormDraft(form, post ? `blog:edit:${post.id}` : null, {
    onRestored: () => {
      setDirty(true);
      setSlugOwn(true);
    },
  });

  // A save that went through leaves nothing unsaved; the form then shows what the server kept (its answer).
  const save = async (values: EditValues, postId: number) => {
    setSaveErrors(null);
    const outcome = await written(savePost({ ...values, id: postId }).unwrap(), 'blog.edit.saved', {
      serverMessage: false,
    });
    if (outcome.done) setDirty(false);
    else setSaveErrors(outcome.fieldErrors);
  };

  useEffect(() => applyFieldErrors(form, saveErrors), [form, saveErrors]);

  const options = useMemo(
    () => ({
      categories: BLOG_CATEGORIES.map((value) => ({ value, label: t(`blog.categories.${value}`) })),
      statuses: BLOG_STATUSES.map((value) => ({ value, label: t(`blog.statuses.${value}`) })),
    }),
    [t],
  );

  if (isNotFound(edit)) return <NotFoundPage onHome={() => navigate('/pages/blog/list')} />;

  return (
    <>
      <PageHeader
        title={post ? t('blog.edit.title', { title: post.blogTitle }) : t('screens.blogEdit')}
        subtitle={t('blog.edit.subtitle')}
        extra={
          <Button
            icon={<ArrowLeftOutlined />}
            onClick={() => navigate(post ? `/pages/blog/detail/${post.id}` : '/pages/blog/list')}
          >
            {t('blog.edit.back')}
          </Button>
        }
      />
      <UnsavedChangesPrompt when={dirty} />
      <Loaded view={edit} data={post} failedTitle={t('blog.edit.loadFailed')}>
        {(post) => (
          <Card>
            {offer}
            <Form<EditValues>
              form={form}
              layout="vertical"
              onValuesChange={(changed: Partial<EditValues>) => {
                setDirty(true);
                if ('slug' in changed) setSlugOwn(true);
                else if ('blogTitle' in changed && !slugOwn) {
                  // A title with no letter or digit (emoji only) makes no slug: the last one stays rather than none.
                  const derived = slugOf(changed.blogTitle ?? '', BLOG_SLUG_MAX);
                  if (derived) form.setFieldValue('slug', derived);
                }
              }}
              onFinish={(values) => save(values, post.id)}
              data-testid="blog-edit-form"
            >
              <FieldGrid
                fields={[
                  field('blogTitle', undefined, { label: t('blog.edit.fields.title') }),
                  field('slug', <Input autoComplete="off" dir="ltr" />, {
                    extra: slugOwn ? undefined : t('blog.edit.slugHint'),
                  }),
                  field(
                    'blogCategories',
                    <Select mode="multiple" options={options.categories} allowClear={clearable} />,
                    {
                      label: t('blog.edit.fields.categories'),
                    },
                  ),
                  field('status', <Select options={options.statuses} />),
                  field('excerpt', <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />, { md: 24 }),
                  field('featuredImage', <FeaturedImageField />, { md: 24 }),
                ]}
              />
              <FormActions saving={saving} onReset={reset} resetDisabled={!dirty} />
            </Form>
          </Card>
        )}
      </Loaded>
    </>
  );
}

export default BlogEditPage;
