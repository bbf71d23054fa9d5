// The map's zoom buttons, on the inline end of the map in either reading direction, named in the page's language.
import { Button, Flex, Tooltip } from 'antd';
import { CompressOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

export interface ZoomControlsProps {
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
}

export function ZoomControls({ onZoomIn, onZoomOut, onReset }: ZoomControlsProps) {
  const { t } = useTranslation(NAMESPACE);
  const buttons = [
    { label: t('maps.zoomIn'), icon: <PlusOutlined />, onClick: onZoomIn },
    { label: t('maps.zoomOut'), icon: <MinusOutlined />, onClick: onZoomOut },
    { label: t('maps.resetView'), icon: <CompressOutlined />, onClick: onReset },
  ];
  return (
    <Flex vertical gap={4} className="maps-zoom-controls">
      {buttons.map(({ label, icon, onClick }) => (
        <Tooltip key={label} title={label} placement="left">
          <Button aria-label={label} icon={icon} onClick={onClick} />
        </Tooltip>
      ))}
    </Flex>
  );
}
