/**
 * Mantine's PostCSS preset: light-dark(), rem(), and the `smaller-than` / `larger-than` mixins
 * that CSS modules use with the spec's breakpoints (000 §9: sm 576, md 768, lg 992, xl 1200,
 * xxl 1322, xxxl 1664 px).
 */
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
