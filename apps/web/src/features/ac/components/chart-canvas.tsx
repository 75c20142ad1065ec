import type { TAcSeat } from '@cairn/domain/ac/ac.schemas';
import {
  Background,
  Controls,
  type Edge,
  type Node,
  Panel,
  ReactFlow,
  useNodesInitialized,
  useNodesState,
  useReactFlow,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { Button } from '@mantine/core';
import { IconPhotoDown } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { notifyError } from '../../../lib/notify.ts';
import { chartTiming } from '../utils/chart-timing.ts';
import { isSeatOrBelow, layoutSeats, SEAT_HEIGHT, SEAT_WIDTH } from './chart-layout.ts';
import { exportChartPng } from './export-chart-png.ts';
import { SeatNode, type TSeatNodeData } from './seat-node.tsx';

const NODE_TYPES = { seat: SeatNode };

type TProps = {
  seats: readonly TAcSeat[];
  canEdit: boolean;
  collapsed: ReadonlySet<string>;
  highlightedId: string | null;
  actions: Omit<TSeatNodeData, 'seat' | 'canEdit' | 'hasReports' | 'isCollapsed' | 'isHighlighted'>;
  /** A seat dropped onto another: move it there (refused drops never get here). */
  onMove: (seat: TAcSeat, newParent: TAcSeat) => void;
  /** A drop onto itself or a seat below it. */
  onRefusedMove: () => void;
  /** The chart's title, the exported image's name. */
  title: string;
};

/**
 * The chart drawn with @xyflow/react: seats laid out top-down (chart-layout.ts), lines from each
 * seat to its reports, pan and zoom, fit to screen; dragging a seat onto another moves it there.
 */
export function ChartCanvas({
  seats,
  canEdit,
  collapsed,
  highlightedId,
  actions,
  onMove,
  onRefusedMove,
  title,
}: TProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [isExporting, setExporting] = useState(false);
  const positions = useMemo(() => layoutSeats(seats, collapsed), [seats, collapsed]);
  const laid = useMemo<Node[]>(
    () =>
      seats
        .filter((seat) => positions.has(seat.id))
        .map((seat) => ({
          id: seat.id,
          type: 'seat',
          position: positions.get(seat.id) ?? { x: 0, y: 0 },
          // Known sizes: React Flow places, fits and culls the cards without measuring each first.
          width: SEAT_WIDTH,
          height: SEAT_HEIGHT,
          draggable: canEdit && !seat.isRoot,
          data: {
            ...actions,
            seat,
            canEdit,
            hasReports: seats.some((other) => other.parentId === seat.id && !other.isAssistant),
            isCollapsed: collapsed.has(seat.id),
            isHighlighted: seat.id === highlightedId,
          } satisfies TSeatNodeData,
        })),
    [seats, positions, canEdit, collapsed, highlightedId, actions],
  );
  const edges = useMemo<Edge[]>(
    () =>
      seats
        .filter((seat) => seat.parentId && positions.has(seat.id) && positions.has(seat.parentId))
        .map((seat) => ({
          id: `${seat.parentId}-${seat.id}`,
          source: seat.parentId as string,
          target: seat.id,
          type: seat.isAssistant ? 'straight' : 'smoothstep',
          style: seat.isAssistant ? { strokeDasharray: '4 4' } : undefined,
        })),
    [seats, positions],
  );
  const [nodes, setNodes, onNodesChange] = useNodesState(laid);
  chartTiming.useReadyMark(useNodesInitialized() && laid.length > 0);
  useEffect(() => setNodes(laid), [laid, setNodes]);
  const flow = useReactFlow();
  // A seat added or removed changes the tree's size: show the whole chart again.
  const shown = laid.length;
  useEffect(() => {
    if (shown > 0) void flow.fitView({ maxZoom: 1, duration: 200 });
  }, [shown, flow]);
  // A window resized (a phone turned, a narrower screen): show the whole chart in the new size.
  useEffect(() => {
    const refit = () => void flow.fitView({ maxZoom: 1 });
    window.addEventListener('resize', refit);
    return () => window.removeEventListener('resize', refit);
  }, [flow]);
  useEffect(() => {
    if (!highlightedId) return;
    const node = laid.find((candidate) => candidate.id === highlightedId);
    if (node) void flow.setCenter(node.position.x + 150, node.position.y + 95, { zoom: 1, duration: 300 });
  }, [highlightedId, laid, flow]);

  const exportPng = async () => {
    const viewport = wrapper.current?.querySelector<HTMLElement>('.react-flow__viewport');
    if (!viewport) return;
    setExporting(true);
    try {
      // Every seat drawn, not only those on screen: two frames for React Flow to draw them.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await exportChartPng(viewport, flow.getNodes(), title);
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div ref={wrapper} style={{ width: '100%', height: '100%' }}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        onNodesChange={onNodesChange}
        nodesConnectable={false}
        // A big chart draws only the seats in view (a 500-seat chart is mostly off screen).
        onlyRenderVisibleElements={!isExporting}
        fitView
        fitViewOptions={{ maxZoom: 1 }}
        minZoom={0.1}
        proOptions={{ hideAttribution: true }}
        onNodeDragStop={(_, node) => {
          const seat = seats.find((candidate) => candidate.id === node.id);
          const target = flow.getIntersectingNodes(node).find((hit) => hit.id !== node.id);
          const parent = target ? seats.find((candidate) => candidate.id === target.id) : undefined;
          if (!seat || !parent || parent.id === seat.parentId) {
            setNodes(laid);
            return;
          }
          if (isSeatOrBelow(seats, seat.id, parent.id)) {
            setNodes(laid);
            onRefusedMove();
            return;
          }
          onMove(seat, parent);
        }}
      >
        <Background gap={24} />
        <Controls showInteractive={false} />
        <Panel position="top-right">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPhotoDown size={14} aria-hidden />}
            loading={isExporting}
            onClick={() => void exportPng()}
          >
            Download PNG
          </Button>
        </Panel>
      </ReactFlow>
    </div>
  );
}
