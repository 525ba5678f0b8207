module.exports = require('./jest/create-jest-config.cjs').createJestConfig(__dirname);
