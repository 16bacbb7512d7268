package dev.singletable.runtime;

import java.io.Serializable;
import java.util.List;

/**
 * A counted edge was not written, or not deleted, because a node whose counter it changes does not
 * exist. Counted edges never create node items: a counter update is conditioned on the node item
 * existing, so that no item holding only counters (which the node's mapper could not read) appears.
 * The transaction was cancelled as a whole: neither the edge nor any counter changed. Create the
 * node first, then write the edge again.
 *
 * <p>Each missing node is named twice: by its id as the caller knows it ({@link #nodeId()}: {@code 99}
 * for a long id, as {@code Long.toString} writes it), which the message uses, and by the key of its item
 * as stored ({@link #partitionKey()}: {@code ACTOR#0000000000000000099}, and {@link #sortKey()}), as
 * {@link WriteNotAppliedException} names an item.
 */
public final class MissingNodeException extends SingleTableException {
  private static final long serialVersionUID = 2L;

  /**
   * One missing node.
   *
   * @param type the node record's simple name, e.g. {@code User}
   * @param id the node's id as its caller writes it: a string as it is ({@code alice}), an int or long
   *     in decimal ({@code 99}, {@code -5}), a UUID in its canonical lower-case form, an enum constant
   *     by its name
   * @param partitionKey the {@code PK} value of the node's item, e.g. {@code ACTOR#0000000000000000099}
   * @param sortKey its {@code SK} value, e.g. {@code #User}
   */
  public record Node(String type, String id, String partitionKey, String sortKey) implements Serializable {
    private static final long serialVersionUID = 1L;

    /** {@code User '99'}: the type and the id as the caller knows it. */
    @Override
    public String toString() {
      return type + " '" + id + "'";
    }
  }

  /** @serial the missing nodes, in the order of the transaction's actions */
  private final List<Node> missing;

  /**
   * @param message what was not written and what to do
   * @param missing the missing nodes; at least one
   */
  public MissingNodeException(String message, List<Node> missing) {
    super(message);
    this.missing = List.copyOf(missing);
  }

  /** The missing nodes, at least one, in the order of the transaction's actions. */
  public List<Node> missing() {
    return missing;
  }

  /** The record name of the first missing node, e.g. {@code User}. */
  public String nodeType() {
    return missing.get(0).type();
  }

  /**
   * The id of the first missing node as its caller writes it, e.g. {@code bob}, or {@code 99} for a
   * long id stored as {@code 0000000000000000099}; see {@link Node#id()}.
   */
  public String nodeId() {
    return missing.get(0).id();
  }

  /** The {@code PK} value of the first missing node's item, e.g. {@code ACTOR#0000000000000000099}. */
  public String partitionKey() {
    return missing.get(0).partitionKey();
  }

  /** The {@code SK} value of the first missing node's item, e.g. {@code #User}. */
  public String sortKey() {
    return missing.get(0).sortKey();
  }
}
