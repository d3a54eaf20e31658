/**
 * A hierarchical facet (`a>b>…`) as one path id per record, so counting it is one increment per record and
 * the tree is assembled afterwards from the few distinct paths. A record's path is its first value on each
 * level, cut at the first level it has no value on; records without a first-level value have none. The
 * counts per path go into one array kept between queries.
 */
import { countIds, NO_VALUE, type ValueColumn } from './ValueColumn';

export interface HierarchyNode {
  count: number;
  children: Map<string, HierarchyNode>;
}

export class HierarchyPaths {
  /** Per record, its path id; NO_VALUE when it has no value on the first level. */
  private readonly pathIds: Int32Array;
  /** Facet texts of each path id's levels, from the top. */
  private readonly paths: readonly (readonly string[])[];
  /** Records per path id, overwritten by each `count`. */
  private readonly counts: Int32Array;

  constructor(levels: readonly ValueColumn[], recordCount: number) {
    const idByKey = new Map<string, number>();
    const paths: string[][] = [[]];
    this.pathIds = new Int32Array(recordCount);
    for (let position = 0; position < recordCount; position += 1) {
      const valueIds: number[] = [];
      for (const level of levels) {
        const valueId = level.firstIds[position] ?? NO_VALUE;
        if (valueId === NO_VALUE) break;
        valueIds.push(valueId);
      }
      if (valueIds.length === 0) continue;
      const key = valueIds.join(',');
      let pathId = idByKey.get(key);
      if (pathId === undefined) {
        pathId = paths.length;
        idByKey.set(key, pathId);
        paths.push(valueIds.map((valueId, depth) => levels[depth]?.texts[valueId] ?? ''));
      }
      this.pathIds[position] = pathId;
    }
    this.paths = paths;
    this.counts = new Int32Array(paths.length);
  }

  /** The tree of the candidates that fail no filter outside `ownFields`, each node with its record count. */
  count(candidates: Int32Array, failures: Int32Array, ownFields: number): Map<string, HierarchyNode> {
    const counts = countIds(this.pathIds, this.counts, candidates, failures, ownFields);
    const root = new Map<string, HierarchyNode>();
    this.paths.forEach((texts, pathId) => {
      const count = counts[pathId] ?? 0;
      if (pathId === NO_VALUE || count === 0) return;
      let nodes = root;
      for (const text of texts) {
        let node = nodes.get(text);
        if (!node) {
          node = { count: 0, children: new Map() };
          nodes.set(text, node);
        }
        node.count += count;
        nodes = node.children;
      }
    });
    return root;
  }
}
