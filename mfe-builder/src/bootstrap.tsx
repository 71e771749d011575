import Root from './root';
import { renderStandalone } from './dev/dev-platform';

// Standalone development only (`npm run dev`): the shell loads './Root' directly.
renderStandalone(Root);
