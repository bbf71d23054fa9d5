/** Fetch the signed-in frame (and antd with it) while the user is still on a sign-in page. */
export function prefetchSignedInFrame() {
  void import(/* webpackChunkName: "antd-frame" */ './AntdFrame');
  void import('../features/layout/AppLayout');
  void import(/* webpackChunkName: "remote-frame" */ './RemoteFrame');
}
