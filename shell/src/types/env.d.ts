/// <reference path="../../design-system/src/css-modules.d.ts" />

/** Name and version of this build, defined by the federation build (DefinePlugin). */
declare const __REMOTE_BUILD__: { name: string; version: string };

/** Replaced by webpack with the build mode ('production' or 'development'). */
declare const process: { env: { NODE_ENV: 'production' | 'development' } };
