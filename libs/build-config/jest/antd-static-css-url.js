// Under Jest (CommonJS, no import.meta) antd's stylesheet has no URL: installAntdStyles never links it there.
module.exports = { antdStaticCssUrl: () => 'antd-static.css' };
