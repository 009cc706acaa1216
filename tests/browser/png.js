/*
 * Reads a PNG (8-bit RGB or RGBA, not interlaced, as Chromium writes its
 * screenshots) into its pixels, and says how much a picture holds: a blank
 * page is one colour, a drawn one many.
 */
'use strict';
const zlib = require('zlib');

function decode(buf) {
  if (buf.length < 8 || buf.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let pos = 8, width = 0, height = 0, depth = 0, type = 0, interlace = 0;
  const idat = [];
  while (pos + 8 <= buf.length) {
    const len = buf.readUInt32BE(pos), kind = buf.toString('ascii', pos + 4, pos + 8);
    const body = buf.subarray(pos + 8, pos + 8 + len);
    if (kind === 'IHDR') {
      width = body.readUInt32BE(0); height = body.readUInt32BE(4);
      depth = body[8]; type = body[9]; interlace = body[12];
    } else if (kind === 'IDAT') {
      idat.push(body);
    }
    pos += 12 + len;
  }
  if (depth !== 8 || (type !== 2 && type !== 6) || interlace)
    throw new Error('PNG of depth ' + depth + ', colour type ' + type + ': not read here');
  const bpp = type === 6 ? 4 : 3, stride = width * bpp;
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)], line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? out[y * stride + x - bpp] : 0;
      const b = y ? out[(y - 1) * stride + x] : 0;
      const c = x >= bpp && y ? out[(y - 1) * stride + x - bpp] : 0;
      let v = line[x];
      if (f === 1) v += a;
      else if (f === 2) v += b;
      else if (f === 3) v += (a + b) >> 1;
      else if (f === 4) {
        const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      out[y * stride + x] = v & 255;
    }
  }
  return {width, height, bpp, pixels: out};
}

/* {width, height, colours: distinct RGB colours, spread: the standard deviation of the grey level} */
function measure(buf) {
  const img = decode(buf);
  const colours = new Set();
  let sum = 0, sum2 = 0;
  const n = img.width * img.height;
  for (let i = 0; i < n; i++) {
    const r = img.pixels[i * img.bpp], g = img.pixels[i * img.bpp + 1], b = img.pixels[i * img.bpp + 2];
    colours.add((r << 16) | (g << 8) | b);
    const grey = (r + g + b) / 3;
    sum += grey; sum2 += grey * grey;
  }
  const mean = sum / n;
  return {width: img.width, height: img.height, colours: colours.size,
    spread: Math.sqrt(Math.max(sum2 / n - mean * mean, 0))};
}

module.exports = {decode, measure};
