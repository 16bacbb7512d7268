package dev.singletable.runtime.internal.request;

import dev.singletable.runtime.internal.RepositoryWiring;
import dev.singletable.layout.Layout;
import dev.singletable.runtime.AsyncNodeRepository;
import dev.singletable.runtime.NodeMapper;
import dev.singletable.runtime.NodeRepository;
import dev.singletable.runtime.ReadConsistency;
import dev.singletable.runtime.TableSettings;
import dev.singletable.runtime.internal.batch.BatchFixtures;
import dev.singletable.runtime.internal.codec.Keys;
import dev.singletable.runtime.internal.exec.FakeHttp;
import dev.singletable.runtime.internal.exec.Mode;
import dev.singletable.runtime.internal.exec.TableContext;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A node stored as {@code PK = A#<id>}, {@code SK = B#t} (so that {@link BatchFixtures}' answers fit
 * it), with a counter and a version that a mapper may or may not declare, and the repositories the
 * processor would generate for it, sync and async, run through one interface.
 */
public final class NodeFixtures {
  /** A node; {@code count} is a counter and {@code version} its version when the mapper says so. */
  public record Node(String id, long count, long version) {}

  /** The batches of a node repository, sync or async (its futures joined). */
  public interface Nodes {
    List<Optional<Node>> getAll(List<String> ids);

    void putAll(Collection<Node> nodes);

    void importAll(Collection<Node> nodes);

    void deleteAll(Collection<String> ids);
  }

  private NodeFixtures() {}

  static Map<String, AttributeValue> key(String id) {
    return Map.of(Layout.PK, AttributeValue.fromS(Keys.string("A#", id, "Node.id", 1024)),
        Layout.SK, AttributeValue.fromS("B#t"));
  }

  /** The mapper of a node with the counter {@code count} if {@code counted}, the version if {@code versioned}. */
  public static NodeMapper<Node> mapper(boolean counted, boolean versioned) {
    return new NodeMapper<>() {
      @Override
      public Map<String, AttributeValue> toItem(Node node) {
        Map<String, AttributeValue> item = new HashMap<>(key(node.id()));
        item.put("count", AttributeValue.fromN(Long.toString(node.count())));
        item.put("version", AttributeValue.fromN(Long.toString(node.version())));
        return item;
      }

      @Override
      public Node fromItem(Map<String, AttributeValue> item) {
        return new Node(item.get(Layout.PK).s().substring(2), 0, 0);
      }

      @Override
      public List<String> attributes() {
        return List.of();
      }

      @Override
      public List<String> counters() {
        return counted ? List.of("count") : List.of();
      }

      @Override
      public String versionAttribute() {
        return versioned ? "version" : null;
      }

      @Override
      public Object id(Node node) {
        return node.id();
      }

      @Override
      public long version(Node node) {
        return versioned ? node.version() : 0;
      }
    };
  }

  /** The batches of a node repository of this mode on {@code http}, with {@code settings}. */
  public static Nodes nodes(Mode mode, FakeHttp http, TableSettings settings, NodeMapper<Node> mapper) {
    TableContext context = mode.context(http, BatchFixtures.TABLE, settings, "new Nodes");
    if (mode == Mode.SYNC) {
      SyncNodes nodes = new SyncNodes(context, mapper);
      return new Nodes() {
        public List<Optional<Node>> getAll(List<String> ids) { return nodes.getAll(ids); }
        public void putAll(Collection<Node> all) { nodes.putAll(all); }
        public void importAll(Collection<Node> all) { nodes.importAll(all); }
        public void deleteAll(Collection<String> ids) { nodes.deleteAll(ids); }
      };
    }
    AsyncNodes nodes = new AsyncNodes(context, mapper);
    return new Nodes() {
      public List<Optional<Node>> getAll(List<String> ids) { return BatchFixtures.join(nodes.getAll(ids)); }
      public void putAll(Collection<Node> all) { BatchFixtures.join(nodes.putAll(all)); }
      public void importAll(Collection<Node> all) { BatchFixtures.join(nodes.importAll(all)); }
      public void deleteAll(Collection<String> ids) { BatchFixtures.join(nodes.deleteAll(ids)); }
    };
  }

  /** What the processor would generate for {@link Node}, less what batches do not use. */
  private static final class SyncNodes extends NodeRepository<Node> {
    SyncNodes(TableContext context, NodeMapper<Node> mapper) {
      super(RepositoryWiring.node(context, mapper, "Nodes", "Node", "node", "nodes", null));
    }

    List<Optional<Node>> getAll(List<String> ids) {
      return getAllByKeys(ids, NodeFixtures::key, ReadConsistency.EVENTUAL);
    }

    void deleteAll(Collection<String> ids) {
      deleteAllByKeys(ids, NodeFixtures::key);
    }
  }

  private static final class AsyncNodes extends AsyncNodeRepository<Node> {
    AsyncNodes(TableContext context, NodeMapper<Node> mapper) {
      super(RepositoryWiring.node(context, mapper, "Nodes", "Node", "node", "nodes", null));
    }

    CompletableFuture<List<Optional<Node>>> getAll(List<String> ids) {
      return getAllByKeys(ids, NodeFixtures::key, ReadConsistency.EVENTUAL);
    }

    CompletableFuture<Void> deleteAll(Collection<String> ids) {
      return deleteAllByKeys(ids, NodeFixtures::key);
    }
  }
}
