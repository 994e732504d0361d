const { createWebpackConfig } = require('@booknook/mf');

module.exports = createWebpackConfig({ name: 'account', dir: __dirname, devPort: 3004, remote: true });
