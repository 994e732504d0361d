const { createWebpackConfig } = require('@booknook/mf');

module.exports = createWebpackConfig(__dirname);
