module.exports = {
  ...require('./webpack'),
  ...require('./shared'),
  ...require('./runtime-config'),
  ...require('./antd-exports'),
};
