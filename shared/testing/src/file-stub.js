module.exports = 'stub-file';
