export { RemoteFrame } from './remote-frame';
