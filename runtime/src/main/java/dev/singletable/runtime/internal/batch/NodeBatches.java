package dev.singletable.runtime.internal.batch;

import dev.singletable.runtime.InvalidItemException;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.NodeMapper;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The node rules a batch write must keep. BatchWriteItem takes no condition, so a batch put of a node
 * with a version would skip the version check, and one of a node with counters would overwrite the
 * counters its edges keep: such a batch is refused before any request, naming the calls that keep the
 * rules. (A versioned node's repository has no deleteAll: the processor does not generate it.) An
 * import writes nodes as given, counters and version included, and refuses a version below 1, which
 * no stored node has.
 */
public final class NodeBatches {

  private NodeBatches() {}

  /** Refuses putAll of a node with a version or counters. */
  public static void refusePutAll(NodeMapper<?> mapper, String method, String entity) {
    List<String> has = new ArrayList<>(2);
    List<String> would = new ArrayList<>(2);
    if (mapper.versionAttribute() != null) {
      has.add("a version (" + mapper.versionAttribute() + ")");
      would.add("skip the version check");
    }
    if (!mapper.counters().isEmpty()) {
      has.add("counters (" + String.join(", ", mapper.counters()) + ")");
      would.add("overwrite the counters their edges keep");
    }
    if (!has.isEmpty()) {
      throw new InvalidRequestException(method + ": " + entity + " nodes have " + String.join(" and ", has)
          + ", and a batch write has no condition: it would " + String.join(" and ", would) + ". Call put for"
          + " each node, which keeps them; to load nodes in bulk, call importAll, which writes them as given,"
          + " counters and version included.");
    }
  }

  /**
   * {@code batch}, the puts of {@code nodes}, once every node's version is at least 1: 0 means not
   * stored yet, and create stores 1. A node without a version passes.
   */
  public static <N> WriteBatch imports(WriteBatch batch, Collection<N> nodes, NodeMapper<N> mapper,
      String method, String parameter) {
    if (mapper.versionAttribute() == null) {
      return batch;
    }
    int index = 0;
    for (N node : nodes) {
      long version = mapper.version(node);
      if (version < 1) {
        throw new InvalidItemException(mapper.versionAttribute(), method + ": " + parameter + "[" + index + "]: "
            + mapper.versionAttribute() + " is " + version + ", but a stored node's version is at least 1 (0 means"
            + " not stored yet). Give it 1, as create would, or the version it had.");
      }
      index++;
    }
    return batch;
  }
}
