import { useSelector } from 'react-redux';
import { selectOrganization } from './organization.slice';

export function useOrganization() {
  return useSelector(selectOrganization);
}
