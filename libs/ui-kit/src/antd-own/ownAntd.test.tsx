import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as JsxRuntime from 'react/jsx-runtime';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { ownAntd } from './ownAntd';

type OwnCopy = {
  ConfigProvider: Parameters<typeof ownAntd>[1];
  Slider: React.ComponentType<{ defaultValue?: number }>;
  Tree: React.ComponentType<{ treeData: unknown[] }> & { DirectoryTree: React.ComponentType<{ treeData: unknown[] }> };
};

/** A second copy of antd, as a remote bundles for its own components: its own ConfigProvider and contexts. */
function ownCopyOfAntd(): OwnCopy {
  let copy: OwnCopy | undefined;
  jest.isolateModules(() => {
    // One React on the page, as in the build (react is shared); everything of antd's is loaded afresh.
    jest.doMock('react', () => React);
    jest.doMock('react-dom', () => ReactDOM);
    jest.doMock('react/jsx-runtime', () => JsxRuntime);
    copy = {
      ConfigProvider: require('antd/lib/config-provider').default,
      Slider: require('antd/lib/slider').default,
      Tree: require('antd/lib/tree').default,
    };
  });
  return copy!;
}

const TREE = [{ title: 'Agents', key: 'agents', children: [{ title: 'Ana', key: 'ana' }] }];

describe('ownAntd', () => {
  const own = ownCopyOfAntd();

  it('needs to: a copy of antd does not see the page’s ConfigProvider on its own', () => {
    const { container } = render(
      <ConfigProvider direction="rtl" componentDisabled>
        <own.Slider defaultValue={30} />
      </ConfigProvider>,
    );
    expect(container.querySelector('.ant-slider')).not.toBeNull();
    expect(container.querySelector('.ant-slider-rtl')).toBeNull();
    expect(container.querySelector('.ant-slider-disabled')).toBeNull();
  });

  it('hands the page’s direction and a form’s disabled state to the copy’s component', () => {
    const Slider = ownAntd(own.Slider, own.ConfigProvider);
    const { container } = render(
      <ConfigProvider direction="rtl" componentDisabled>
        <Slider defaultValue={30} />
      </ConfigProvider>,
    );
    expect(container.querySelector('.ant-slider-rtl')).not.toBeNull();
    expect(container.querySelector('.ant-slider-disabled')).not.toBeNull();
  });

  it('follows the page when it changes, and wraps the component’s parts (Tree.DirectoryTree) too', () => {
    const Tree = ownAntd(own.Tree, own.ConfigProvider);
    const view = (direction: 'ltr' | 'rtl') => (
      <ConfigProvider direction={direction}>
        <Tree.DirectoryTree treeData={TREE} />
      </ConfigProvider>
    );
    const { container, rerender } = render(view('ltr'));
    expect(container.querySelector('.ant-tree-directory')).not.toBeNull();
    expect(container.querySelector('.ant-tree-rtl')).toBeNull();
    rerender(view('rtl'));
    expect(container.querySelector('.ant-tree-rtl')).not.toBeNull();
  });
});
