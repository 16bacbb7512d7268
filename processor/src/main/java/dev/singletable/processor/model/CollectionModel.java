package dev.singletable.processor.model;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.NameAllocator;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The item collection of one node: the node and every edge of its table whose source prefix is the
 * node's prefix, so that the edges from a node share its partition ({@code PK = ACTOR#alice} holds
 * {@code SK = #User} and {@code SK = TARGET#bob}). An edge whose target prefix is the node's does not
 * belong: its items are in the inverted index under that key, where the node is not.
 *
 * @param node the node
 * @param edges the edges from it, sorted by record name; never empty
 * @param nodeAccessor the collection's method that returns the node, e.g. {@code user}
 * @param edgeAccessors the collection's method per edge, in the order of {@code edges}, e.g. {@code follows}
 */
public record CollectionModel(NodeModel node, List<EdgeModel> edges, String nodeAccessor,
    List<String> edgeAccessors) {

  /**
   * The public methods every collection page has ({@code CollectionPage}'s and {@code Object}'s that
   * take no argument): an accessor of that name gets a suffix.
   */
  private static final List<String> TAKEN = List.of("nextCursor", "hasNext", "skippedItems", "toString",
      "hashCode", "getClass", "notify", "notifyAll", "wait", "clone", "finalize");

  /** The collection of {@code node} among {@code edges}, or empty if no edge starts in its partition. */
  public static Optional<CollectionModel> of(NodeModel node, List<EdgeModel> edges) {
    List<EdgeModel> from = edges.stream().filter(edge -> edge.source().prefix().equals(node.id().prefix())).toList();
    if (from.isEmpty()) {
      return Optional.empty();
    }
    NameAllocator names = new NameAllocator();
    TAKEN.forEach(names::newName);
    String nodeAccessor = names.newName(Names.decapitalize(node.entity()));
    List<String> edgeAccessors = new ArrayList<>();
    for (EdgeModel edge : from) {
      edgeAccessors.add(names.newName(edge.accessor()));
    }
    return Optional.of(new CollectionModel(node, from, nodeAccessor, List.copyOf(edgeAccessors)));
  }

  /** {@code UserCollectionPage}. */
  public ClassName className() {
    return GeneratedKind.COLLECTION.of(node.packageName(), node.entity());
  }
}
