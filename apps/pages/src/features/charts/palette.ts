// The showcase's series colours, from the antd theme (each skin's algorithm gives its own shade).
import { theme } from 'antd';

export function usePalette(): string[] {
  const { token } = theme.useToken();
  return [token.colorPrimary, token.colorSuccess, token.colorWarning, token.purple, token.cyan, token.magenta];
}
