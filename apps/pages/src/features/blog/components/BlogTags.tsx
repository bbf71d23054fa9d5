// A post's categories as coloured tags (the colour follows the category, readable in both skins).
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BlogCategory, BlogStatus } from '@live-agent/contracts';
import { ColorTag } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';

export const CATEGORY_COLORS: Record<BlogCategory, string> = {
  fashion: '#7367f0',
  food: '#28c76f',
  gaming: '#ea5455',
  quote: '#ff9f43',
  video: '#00cfe8',
};

export const STATUS_COLORS: Record<BlogStatus, string> = { published: '#28c76f', pending: '#ff9f43', draft: '#82868b' };

export function BlogTags({ tags }: { tags: readonly BlogCategory[] }) {
  const { t } = useTranslation(NAMESPACE);
  if (!tags.length) return null;
  return (
    <Flex gap={4} wrap>
      {tags.map((tag) => (
        <ColorTag key={tag} color={CATEGORY_COLORS[tag]}>
          {t(`blog.categories.${tag}`)}
        </ColorTag>
      ))}
    </Flex>
  );
}
