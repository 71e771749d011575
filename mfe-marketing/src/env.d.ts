/// <reference path="../../shell/design-system/src/css-modules.d.ts" />

/** Name and version of this build, defined by the federation build (DefinePlugin). */
declare const __REMOTE_BUILD__: import('@agency/contracts/platform').RemoteBuildInfo;
