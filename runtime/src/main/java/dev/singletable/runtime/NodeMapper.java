package dev.singletable.runtime;

import java.util.List;

/**
 * An {@link ItemMapper} of a {@code @Node} record, with what the node's writes must know of its
 * attributes. Generated, stateless and thread-safe. {@link #toItem} returns a new mutable map that
 * holds every attribute, counters and version included, so that a create can set the counters to 0
 * and the version to 1 in place.
 *
 * @param <N> the node record
 */
public interface NodeMapper<N> extends ItemMapper<N> {

  /** The attribute names of the ordinary components: what a put sets, or removes when null. */
  List<String> attributes();

  /** The attribute names of the {@code @Counter} components, which only counted edges change. */
  List<String> counters();

  /** The attribute name of the {@code @Version} component, or null if the node has none. */
  String versionAttribute();

  /** The node's id, for messages. */
  Object id(N node);

  /** The node's {@code @Version} component, or 0 if it has none. */
  long version(N node);
}
