import { Flex, Skeleton } from 'antd';

export default function SkeletonElements() {
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center" wrap>
        <Skeleton.Avatar active shape="circle" />
        <Skeleton.Avatar active shape="square" />
        <Skeleton.Button active />
        <Skeleton.Button active shape="round" size="small" />
        <Skeleton.Input active size="small" />
      </Flex>
      <Flex gap={8} wrap>
        <Skeleton.Image active />
        <Skeleton
          active
          title={false}
          paragraph={{ rows: 3, width: ['100%', '80%', '60%'] }}
          style={{ flex: 1, minInlineSize: 160 }}
        />
      </Flex>
    </Flex>
  );
}
