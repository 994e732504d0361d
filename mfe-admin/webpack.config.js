const { createWebpackConfig } = require('@booknook/mf');

module.exports = createWebpackConfig({ name: 'admin', dir: __dirname, devPort: 3005, remote: true });
