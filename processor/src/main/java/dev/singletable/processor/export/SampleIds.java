package dev.singletable.processor.export;

import dev.singletable.processor.export.ModelDescriptor.Id;
import dev.singletable.processor.export.ModelDescriptor.ItemType;
import dev.singletable.processor.export.SampleValues.Sample;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The ids of the sample items, by domain: a node type's ids ({@code user-1}, {@code user-2} ...), which
 * the edge ends that are its nodes share, or the ids of an edge end that is no node's, named after its
 * prefix ({@code muted-1} ...).
 */
final class SampleIds {
  /** How many ids an item draws at most to find one not taken. */
  private static final int MAX_TRIES = 16;

  private final ModelDescriptor descriptor;
  private final Map<String, Pool> pools = new HashMap<>();

  SampleIds(ModelDescriptor descriptor) {
    this.descriptor = descriptor;
  }

  /** The ids of a node type. */
  Pool of(ItemType node) {
    return pools.computeIfAbsent(node.entity(), domain -> new Pool(label(domain)));
  }

  /**
   * The ids of an edge end: a node's when the node counts that end, or has its prefix and its id
   * type; else ids of their own, named after the prefix.
   */
  Pool of(ItemType edge, String end, Id id) {
    String prefix = edge.prefix(end);
    String domain = "prefix " + prefix;
    for (ItemType node : descriptor.itemTypes().stream().filter(item -> !item.edge()).toList()) {
      boolean counts = node.counters().stream().anyMatch(c -> c.edge().equals(edge.entity()) && c.end().equals(end));
      boolean same = node.prefix("node").equals(prefix) && node.id("node").javaType().equals(id.javaType());
      if (counts || same) {
        domain = node.entity();
        if (counts) {
          break;
        }
      }
    }
    return pools.computeIfAbsent(domain, d -> new Pool(d.startsWith("prefix ") ? prefix.toLowerCase(Locale.ROOT) + "-"
        : label(d)));
  }

  /** {@code TicketEvent} -> {@code ticket-event-}. */
  private static String label(String entity) {
    return entity.replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT) + "-";
  }

  /**
   * The ids of one domain: made in order, and those the samples use, each once, which the next edge
   * type draws first and its nodes are made of.
   */
  static final class Pool {
    private final String label;
    private final Map<String, Sample> used = new LinkedHashMap<>();
    private int made;

    Pool(String label) {
      this.label = label;
    }

    /**
     * An id not in {@code taken}, which then holds it: one the samples use already, else a new one; an
     * enum has as many ids as constants, so after them it repeats one (and {@code distinct} drops the item).
     */
    Sample draw(Id id, Set<String> taken) {
      Sample sample = used.values().stream().filter(u -> !taken.contains(u.key())).findFirst()
          .orElseGet(() -> next(id));
      for (int tries = 0; tries < MAX_TRIES && taken.contains(sample.key()); tries++) {
        sample = next(id);
      }
      taken.add(sample.key());
      return sample;
    }

    Sample next(Id id) {
      return SampleValues.of(id.javaType(), id.enumValues(), label, ++made);
    }

    void use(List<Sample> samples) {
      samples.forEach(sample -> used.putIfAbsent(sample.key(), sample));
    }

    List<Sample> used() {
      return List.copyOf(used.values());
    }
  }
}
