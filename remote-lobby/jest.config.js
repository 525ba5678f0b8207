module.exports = require('@lobby/shared/jest/create-jest-config.cjs').createJestConfig(__dirname);
