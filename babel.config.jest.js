// Babel set-up used by Jest only; Gatsby builds use babel-preset-gatsby on their own.
module.exports = {
  presets: [['babel-preset-gatsby', { targets: { node: 'current' } }], '@babel/preset-typescript'],
};
