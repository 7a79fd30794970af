// The import circles of a graph: its strongly connected components of more than one file, and files that
// import themselves (Tarjan's algorithm, iterative so that a long chain cannot overflow the stack).
export function findCircles(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const circles = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, [...graph.get(start)]]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const [file, targets] = work[work.length - 1];
      const target = targets.pop();
      if (target !== undefined) {
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, [...graph.get(target)]]);
        } else if (onStack.has(target)) {
          low.set(file, Math.min(low.get(file), index.get(target)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent[0], Math.min(low.get(parent[0]), low.get(file)));
      if (low.get(file) !== index.get(file)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || graph.get(file).has(file)) circles.push(component.sort());
    }
  }
  return circles.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}
