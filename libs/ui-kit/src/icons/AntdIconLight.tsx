// Stands in for @ant-design/icons' AntdIconLight (its outlined and filled icons): see decorative.tsx.
import AntdIconLight from '@ant-design/icons/es/components/AntdIconLight';
import { decorative } from './decorative';

export default decorative(AntdIconLight);
