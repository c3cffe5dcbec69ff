/**
 * The 3D preview's scene with three.js: the product built to the chosen format (a canvas on its
 * stretcher frame, a framed print behind glass, a plate, or a photo box with its lid), the motif
 * on the front, rotatable with pointer, touch and keys. This module and three itself are only
 * fetched when the 3D dialog opens (dynamic import), never with a page.
 */
import {
  AmbientLight,
  BoxGeometry,
  Color,
  DirectionalLight,
  Group,
  type Material,
  Mesh,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  SRGBColorSpace,
  type Texture,
  TextureLoader,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import type { PreviewShape } from './types';

export interface PreviewInput {
  shape: PreviewShape;
  widthMm: number;
  heightMm: number;
  imageUrl: string;
  color: string;
}

export interface PreviewHandle {
  /** Turns the product about its vertical axis (radians). */
  rotate(radians: number): void;
  reset(): void;
  dispose(): void;
}

/** Depths in millimetres: a 38 mm stretcher frame, a 30 mm frame moulding, a 4 mm plate, a 60 mm box. */
const DEPTH_MM: Record<PreviewShape, number> = { canvas: 38, frame: 30, plate: 4, photobox: 60 };
const FRAME_MM = 25;
const MAT_MM = 40;

function build(input: PreviewInput, texture: Texture): { group: Group; materials: Material[] } {
  const group = new Group();
  const materials: Material[] = [];
  const track = <M extends Material>(m: M) => {
    materials.push(m);
    return m;
  };
  // Everything in metres; the camera frames whatever size comes out.
  const w = input.widthMm / 1000;
  const h = input.heightMm / 1000;
  const d = DEPTH_MM[input.shape] / 1000;
  const front = track(new MeshStandardMaterial({ map: texture, roughness: 0.8 }));
  const plain = (color: string, roughness = 0.7) => track(new MeshStandardMaterial({ color, roughness }));

  switch (input.shape) {
    case 'canvas': {
      // The print wraps round the edges (gallery wrap); the back shows the raw canvas.
      const edge = track(
        new MeshStandardMaterial({ map: texture, color: new Color('#cfcfcf'), roughness: 0.9 }),
      );
      const back = plain('#d9c9a6', 1);
      group.add(new Mesh(new BoxGeometry(w, h, d), [edge, edge, edge, edge, front, back]));
      break;
    }
    case 'frame': {
      const frame = plain(input.color, 0.5);
      const f = FRAME_MM / 1000;
      const m = MAT_MM / 1000;
      // The picture sits in a white mat behind glass; the moulding runs round the outside.
      const mat = new Mesh(new BoxGeometry(w + 2 * m, h + 2 * m, 0.004), plain('#f7f7f4', 1));
      const print = new Mesh(new BoxGeometry(w, h, 0.001), front);
      print.position.z = 0.0025;
      const glass = new Mesh(
        new BoxGeometry(w + 2 * m, h + 2 * m, 0.002),
        track(
          new MeshPhysicalMaterial({
            color: '#ffffff',
            transmission: 0.95,
            roughness: 0.05,
            transparent: true,
            opacity: 0.15,
          }),
        ),
      );
      glass.position.z = 0.006;
      group.add(mat, print, glass);
      const outerW = w + 2 * m + 2 * f;
      const outerH = h + 2 * m + 2 * f;
      const bars: [number, number, number, number][] = [
        [outerW, f, 0, (outerH - f) / 2],
        [outerW, f, 0, -(outerH - f) / 2],
        [f, outerH - 2 * f, -(outerW - f) / 2, 0],
        [f, outerH - 2 * f, (outerW - f) / 2, 0],
      ];
      for (const [bw, bh, x, y] of bars) {
        const bar = new Mesh(new BoxGeometry(bw, bh, d), frame);
        bar.position.set(x, y, d / 2 - 0.004);
        group.add(bar);
      }
      break;
    }
    case 'plate': {
      // Acrylic or glass face: a clear coat that catches the light.
      const face = track(
        new MeshPhysicalMaterial({ map: texture, clearcoat: 1, clearcoatRoughness: 0.05, roughness: 0.3 }),
      );
      const side = plain('#e6e9ec', 0.3);
      group.add(new Mesh(new BoxGeometry(w, h, d), [side, side, side, side, face, plain('#9aa0a6')]));
      break;
    }
    case 'photobox': {
      // Lying flat: a base and a slightly larger lid with the motif on top, lifted a little.
      const box = plain(input.color, 0.8);
      const base = new Mesh(new BoxGeometry(w, d, h), box);
      const lid = new Mesh(new BoxGeometry(w + 0.004, d * 0.4, h + 0.004), [box, box, front, box, box, box]);
      lid.position.y = d * 0.5;
      lid.rotation.x = 0;
      group.add(base, lid);
      group.rotation.x = 0.5;
      break;
    }
  }
  return { group, materials };
}

/** Mounts the preview into `container`; throws when the browser has no WebGL. */
export async function mountPreview(container: HTMLElement, input: PreviewInput): Promise<PreviewHandle> {
  const renderer = new WebGLRenderer({ antialias: true, alpha: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 1.5));
  const size = () => ({ width: container.clientWidth || 300, height: container.clientHeight || 300 });
  renderer.setSize(size().width, size().height);
  renderer.domElement.setAttribute('aria-hidden', 'true');
  container.appendChild(renderer.domElement);

  const texture = await new TextureLoader().loadAsync(input.imageUrl);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = renderer.capabilities.getMaxAnisotropy();
  // The motif is cropped to the format (as the print would be), never stretched.
  const picture = texture.image as { width?: number; height?: number } | undefined;
  if (picture?.width && picture.height) {
    const motif = picture.width / picture.height;
    const format = input.widthMm / input.heightMm;
    if (motif > format) texture.repeat.set(format / motif, 1);
    else texture.repeat.set(1, motif / format);
    texture.offset.set((1 - texture.repeat.x) / 2, (1 - texture.repeat.y) / 2);
  }

  const scene = new Scene();
  scene.add(new AmbientLight('#ffffff', 1.6));
  const sun = new DirectionalLight('#ffffff', 2.2);
  sun.position.set(1.5, 2, 3);
  scene.add(sun);
  const { group, materials } = build(input, texture);
  scene.add(group);

  const largest = Math.max(input.widthMm, input.heightMm) / 1000;
  const camera = new PerspectiveCamera(35, size().width / size().height, largest / 100, largest * 20);
  const home = { x: largest * 0.5, y: largest * 0.25, z: largest * 2.1 };
  camera.position.set(home.x, home.y, home.z);
  const controls = new OrbitControls(camera, renderer.domElement);
  controls.enablePan = false;
  // No damping: without it a still model needs no frames, so a slow machine is not kept busy.
  controls.enableDamping = false;
  controls.minDistance = largest * 1.1;
  controls.maxDistance = largest * 4;
  controls.autoRotateSpeed = 1.2;
  const render = () => renderer.render(scene, camera);
  // A slow turn invites the shopper to try (not with reduced motion); their first touch stops it,
  // and from then on a frame is drawn only when something moved.
  const turntable = (on: boolean) => {
    controls.autoRotate = on;
    renderer.setAnimationLoop(
      on
        ? () => {
            controls.update();
            render();
          }
        : null,
    );
  };
  controls.addEventListener('start', () => turntable(false));
  controls.addEventListener('change', render);

  const resize = new ResizeObserver(() => {
    const { width, height } = size();
    renderer.setSize(width, height);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    render();
  });
  resize.observe(container);
  render();
  turntable(!window.matchMedia('(prefers-reduced-motion: reduce)').matches);

  return {
    rotate(radians) {
      turntable(false);
      group.rotation.y += radians;
      render();
    },
    reset() {
      turntable(false);
      group.rotation.y = 0;
      camera.position.set(home.x, home.y, home.z);
      controls.target.set(0, 0, 0);
      controls.update();
      render();
    },
    dispose() {
      resize.disconnect();
      renderer.setAnimationLoop(null);
      controls.dispose();
      group.traverse((node) => {
        if (node instanceof Mesh) node.geometry.dispose();
      });
      for (const m of materials) m.dispose();
      texture.dispose();
      renderer.dispose();
      renderer.domElement.remove();
    },
  };
}
