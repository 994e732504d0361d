const { createWebpackConfig } = require('@booknook/mf');

module.exports = createWebpackConfig({ name: 'stats', dir: __dirname, devPort: 3003, remote: true });
