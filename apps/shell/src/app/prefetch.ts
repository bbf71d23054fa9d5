/**
 * Fetch the signed-in frame (and antd with it) while the user is still on a sign-in page, or from the boot on when
 * the page opens signed in (the first render would otherwise ask for each chunk in turn).
 */
export function prefetchSignedInFrame() {
  void import(/* webpackChunkName: "antd-frame" */ './AntdFrame');
  void import('../features/layout/AppLayout');
  void import(/* webpackChunkName: "remote-frame" */ './RemoteFrame');
  void import('../federation/RemoteArea');
}
