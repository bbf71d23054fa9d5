// The frame both maps draw in: the region the arrow keys and + / − act on (focusable itself and while a country or
// a marker in it has focus), the world's SVG that the zoom drives, on the sea's colour, what floats over the map (a
// tooltip), and the zoom buttons.
import type { ReactNode } from 'react';
import { MAP_HEIGHT, MAP_WIDTH } from '../world/worldCountries';
import type { useMapZoom } from './useMapZoom';
import { ZoomControls } from './ZoomControls';

export interface MapCanvasProps {
  /** The region's name. */
  label: string;
  zoom: ReturnType<typeof useMapZoom>;
  sea: string;
  /** What is drawn over the SVG, inside the region. */
  overlay?: ReactNode;
  /** The SVG's content. */
  children: ReactNode;
}

export function MapCanvas({ label, zoom, sea, overlay, children }: MapCanvasProps) {
  return (
    <div className="maps-canvas" role="region" aria-label={label} tabIndex={0} onKeyDown={zoom.onKeyDown}>
      <svg
        ref={zoom.svgRef}
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        className="maps-svg"
        style={{ background: sea }}
      >
        {children}
      </svg>
      {overlay}
      <ZoomControls onZoomIn={zoom.zoomIn} onZoomOut={zoom.zoomOut} onReset={zoom.reset} />
    </div>
  );
}
