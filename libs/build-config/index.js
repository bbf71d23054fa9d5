module.exports = {
  ...require('./webpack'),
  ...require('./shared'),
  ...require('./runtime-config'),
  ...require('./used-exports'),
};
