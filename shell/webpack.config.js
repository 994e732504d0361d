const { createWebpackConfig } = require('@booknook/mf');

module.exports = createWebpackConfig({ name: 'shell', dir: __dirname, devPort: 3000 });
