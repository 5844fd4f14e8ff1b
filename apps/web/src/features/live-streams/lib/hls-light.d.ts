// hls.js ships no types for its light build: the same API without subtitles, alternate audio, DRM or
// interstitials, which the streams page does not use (about 40% smaller).
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
