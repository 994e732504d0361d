const { createWebpackConfig } = require('@booknook/mf');

module.exports = createWebpackConfig({ name: 'library', dir: __dirname, devPort: 3002, remote: true });
