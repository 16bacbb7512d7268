package dev.singletable.processor.model;

import dev.singletable.layout.End;
import dev.singletable.layout.KeySlot;
import dev.singletable.layout.Layout;
import dev.singletable.layout.Shards;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Where the keys of one item type go: every key attribute of its layout and the key it receives.
 * The attributes and the flip of an inverted index come from {@link Layout#edgeKeys}, a node's
 * {@code PK} and fixed {@code SK} from {@link Layout#nodeKeys} and {@link Layout#nodeSortKey}; this adds
 * what the record fills them with. The mapper, the keys' javadoc, the item bound and the table checks
 * render from it, so none of them knows the flip.
 *
 * @param fields the key attributes that hold {@code prefix#<id>}: the base table's first, then each
 *     index's, partition key first
 * @param sortKey a node's fixed {@code SK} value, e.g. {@code #User}; empty for an edge
 */
public record KeyLayout(List<KeyField> fields, Optional<String> sortKey) {

  /**
   * One key attribute and its key {@code prefix#<id>}.
   *
   * @param slot the attribute and where it sits in the table
   * @param prefix the key prefix, e.g. {@code ACTOR}
   * @param ids the components whose values follow the prefix, each after a delimiter, e.g.
   *     {@code follower}; several for an edge's composite sort key ({@code status}, {@code at})
   * @param shards how many shards the key is spread over ({@link Shards}): above 1, the key ends with
   *     the delimiter and the shard number, {@code TARGET#bob#3}; 1 for every key but a sharded index's
   * @param lead the template whose value comes before the key ({@code at#{followedAt}}, an inverted
   *     index sort key's {@code invertedIndexSort}), or null: the attribute holds the key alone
   */
  public record KeyField(KeySlot slot, String prefix, List<String> ids, int shards, KeyTemplate lead) {

    public KeyField(KeySlot slot, String prefix, String id, int shards) {
      this(slot, prefix, List.of(id), shards, null);
    }

    public KeyField(KeySlot slot, String prefix, String id) {
      this(slot, prefix, id, 1);
    }

    /** Whether the key ends with a shard suffix. */
    public boolean sharded() {
      return shards > 1;
    }

    /** The longest key this attribute takes before its shard suffix, in UTF-8 bytes. */
    int maxBytes() {
      return slot.maxBytes() - (sharded() ? Shards.suffixBytes(shards) : 0);
    }

    public String attribute() {
      return slot.attribute();
    }

    public End end() {
      return slot.end();
    }

    /** Whether the attribute is a key of the base table, {@code PK} or {@code SK}. */
    public boolean isBase() {
      return slot.index().isEmpty();
    }

    /**
     * {@code TARGET#<followee>}, or {@code TARGET#<followee>#<shard 0-15>} when sharded, or
     * {@code EVENT#<status>#<at>} for a composite sort key, {@code at#<followedAt>#ACTOR#<follower>}
     * after a lead.
     */
    public String expression() {
      StringBuilder text = new StringBuilder();
      if (lead != null) {
        text.append(lead.prefix());
        lead.components().forEach(c -> text.append(Layout.DELIMITER).append('<').append(c).append('>'));
        text.append(Layout.DELIMITER);
      }
      text.append(prefix);
      ids.forEach(id -> text.append(Layout.DELIMITER).append('<').append(id).append('>'));
      return text.append(sharded() ? Layout.DELIMITER + "<shard 0-" + (shards - 1) + ">" : "").toString();
    }

    /** The constant the attribute's values start with: the lead's prefix, else the key prefix. */
    String startPrefix() {
      return lead != null ? lead.prefix() : prefix;
    }
  }

  /** The layout of an edge whose source key is {@code sourcePrefix#<sourceId>}, and so on, unsharded. */
  public static KeyLayout edge(String sourcePrefix, String sourceId, String targetPrefix, String targetId,
      Optional<String> invertedIndex) {
    return edge(sourcePrefix, sourceId, targetPrefix, targetId, invertedIndex, 1);
  }

  /**
   * The layout of an edge whose inverted index spreads each target over {@code shards} shards: the
   * index partition key, the target key, gets the suffix {@code #<shard>} ({@link Shards}).
   */
  public static KeyLayout edge(String sourcePrefix, String sourceId, String targetPrefix, String targetId,
      Optional<String> invertedIndex, int shards) {
    return edge(sourcePrefix, sourceId, targetPrefix, List.of(targetId), invertedIndex, shards, null);
  }

  /**
   * As the other {@code edge} layouts, the target key made of the components {@code targetIds} in order
   * (several make a composite sort key, {@code SK = EVENT#<status>#<at>}, then without an inverted
   * index), and the inverted index's sort key led by the value of {@code invertedSortOrNull}
   * ({@code at#{followedAt}}) when it is not null.
   */
  public static KeyLayout edge(String sourcePrefix, String sourceId, String targetPrefix, List<String> targetIds,
      Optional<String> invertedIndex, int shards, KeyTemplate invertedSortOrNull) {
    List<KeyField> fields = new ArrayList<>();
    for (KeySlot slot : Layout.edgeKeys(invertedIndex)) {
      boolean source = slot.end() == End.SOURCE;
      boolean index = slot.index().isPresent();
      boolean sharded = index && slot.partition();
      fields.add(new KeyField(slot, source ? sourcePrefix : targetPrefix,
          source ? List.of(sourceId) : List.copyOf(targetIds), sharded ? shards : 1,
          index && !slot.partition() ? invertedSortOrNull : null));
    }
    return new KeyLayout(List.copyOf(fields), Optional.empty());
  }

  /** The layout of a node whose key is {@code prefix#<id>} and whose record is named {@code entity}. */
  public static KeyLayout node(String prefix, String id, String entity) {
    List<KeyField> fields = Layout.nodeKeys().stream().map(slot -> new KeyField(slot, prefix, id)).toList();
    return new KeyLayout(fields, Optional.of(Layout.nodeSortKey(entity)));
  }

  /**
   * The limit of the key of {@code end}: the smallest limit of every attribute it fills, less the
   * shard suffix where one follows it.
   */
  public int maxKeyBytes(End end) {
    return fields.stream().filter(f -> f.end() == end).mapToInt(KeyField::maxBytes).min().orElseThrow();
  }

  /** How many shards the inverted index spreads a target over; 1 when unsharded or without an index. */
  public int indexShards() {
    return fields.stream().mapToInt(KeyField::shards).max().orElse(1);
  }

  /** The base table's attribute that holds the key of {@code end}, from which the id is read back. */
  public KeyField base(End end) {
    return fields.stream().filter(f -> f.isBase() && f.end() == end).findFirst().orElseThrow();
  }

  /**
   * The layout for javadoc, one key pair a line:
   * {@code PK = ACTOR#<follower>}, {@code SK = TARGET#<followee>};
   * on index GSI1, {@code GSI1PK = TARGET#<followee>}, {@code GSI1SK = ACTOR#<follower>}.
   */
  public String describe() {
    List<String> lines = new ArrayList<>();
    byIndex().forEach((index, pair) -> lines.add(index.map(i -> "on index " + i + ", ").orElse("")
        + "{@code " + pair.get(0).attribute() + " = " + pair.get(0).expression() + "}, "
        + "{@code " + sortAttribute(pair) + " = " + (pair.size() > 1 ? pair.get(1).expression() : sortKey.orElseThrow()) + "}"));
    return String.join(";\n", lines) + ".";
  }

  /**
   * The key conditions listings use, one per table or index, e.g. {@code PK=ACTOR#…, SK=TARGET#…}. A
   * listing matches items by partition key value and sort-key prefix within one index, so two item
   * types with a condition in common see each other's items.
   */
  public List<String> conditions() {
    List<String> conditions = new ArrayList<>();
    byIndex().values().forEach(pair -> conditions.add(
        pair.get(0).attribute() + "=" + pair.get(0).prefix() + Layout.DELIMITER + "…"
        + (pair.get(0).sharded() ? Layout.DELIMITER + "<shard>" : "") + ", "
        + sortAttribute(pair) + "=" + sortCondition(pair)));
    return conditions;
  }

  /** The sort key attribute of a key pair: a node's fixed {@code SK} when the pair has none. */
  private String sortAttribute(List<KeyField> pair) {
    return pair.size() > 1 ? pair.get(1).attribute() : Layout.SK;
  }

  /** {@code TARGET#…}, a sort-key prefix, or a node's fixed sort key. */
  private String sortCondition(List<KeyField> pair) {
    return pair.size() > 1 ? pair.get(1).startPrefix() + Layout.DELIMITER + "…" : sortKey.orElseThrow();
  }

  /** The template that leads the inverted index's sort key ({@code invertedIndexSort}), if any. */
  public Optional<KeyTemplate> invertedSort() {
    return fields.stream().map(KeyField::lead).filter(Objects::nonNull).findFirst();
  }

  /** The key pairs, partition key first, of the base table and then each index. */
  private Map<Optional<String>, List<KeyField>> byIndex() {
    Map<Optional<String>, List<KeyField>> pairs = new LinkedHashMap<>();
    for (KeyField field : fields) {
      pairs.computeIfAbsent(field.slot().index(), i -> new ArrayList<>()).add(field);
    }
    return pairs;
  }
}
