/*
 * CSS Modules are built with css-loader's named exports (its default since v7),
 * so they are imported as `import * as styles from './x.module.css'` and class
 * names are camelCase identifiers.
 */
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}
