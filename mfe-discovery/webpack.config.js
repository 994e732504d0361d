const { createWebpackConfig } = require('@booknook/mf');

module.exports = createWebpackConfig({ name: 'discovery', dir: __dirname, devPort: 3001, remote: true });
