package dev.singletable.processor.export;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The model descriptor of one table: what its generated code stores and asks of DynamoDB, as a value.
 * It is written as {@code META-INF/singletable/<table class>.json} ({@link DescriptorJson}, format
 * {@value #FORMAT_VERSION}), and every infrastructure export is made from it ({@link ExportFormat}), so
 * that none of them can tell another story than the code. {@code docs/guide/model-exports.md} documents
 * each field.
 *
 * @param table the table's logical name, e.g. {@code Social}
 * @param tableClass the generated table class, e.g. {@code dev.singletable.samples.social.SocialTable}
 * @param asyncTableClass the generated table class over an asynchronous client, if generated
 * @param partitionKey the table's partition key attribute, {@code PK}
 * @param sortKey the table's sort key attribute, {@code SK}
 * @param keyAttributes every attribute a key of the table or of an index is made of, table keys first:
 *     exactly the attribute definitions a CreateTable needs
 * @param indexes the global indexes by name, then the local ones
 * @param itemTypes the item types stored, by record name
 * @param accessPatterns what the generated code offers, item type by item type, then the table's own
 */
public record ModelDescriptor(String table, String tableClass, Optional<String> asyncTableClass,
    KeyAttribute partitionKey, KeyAttribute sortKey, List<KeyAttribute> keyAttributes, List<Index> indexes,
    List<ItemType> itemTypes, List<AccessPattern> accessPatterns) {

  /** The version of this format; a reader refuses a version it does not know. */
  public static final int FORMAT_VERSION = 1;

  /** How the generated {@code definition()} bills the table, and every export by default. */
  public static final String BILLING_MODE = "PAY_PER_REQUEST";

  /** What every index projects: the whole item, so that a listing reads its records from the index alone. */
  public static final String PROJECTION = "ALL";

  /** The item types that write index {@code name}, in item type order. */
  public List<ItemType> writersOf(String name) {
    return itemTypes.stream().filter(item -> item.keys().stream().anyMatch(key -> key.index().equals(Optional.of(name))))
        .toList();
  }

  /**
   * A key attribute and its DynamoDB type.
   *
   * @param name e.g. {@code GSI1PK}
   * @param type {@code S}: every key the library writes is a string
   */
  public record KeyAttribute(String name, String type) {}

  /**
   * A secondary index.
   *
   * @param name e.g. {@code GSI1}
   * @param local whether it is a local secondary index (keyed by the table's {@code PK})
   * @param partitionKey its partition key attribute, {@code GSI1PK}, or {@code PK} for a local one
   * @param sortKey its sort key attribute, {@code GSI1SK}
   * @param writers the item types that write its keys, each with the shards it spreads a partition over
   */
  public record Index(String name, boolean local, String partitionKey, String sortKey, List<Writer> writers) {}

  /**
   * An item type that writes an index's keys.
   *
   * @param entity its {@code _type}, e.g. {@code Follow}
   * @param shards how many index partitions it spreads one target over (a sharded inverted index); 1 otherwise
   */
  public record Writer(String entity, int shards) {}

  /**
   * One kind of item the table stores.
   *
   * @param edge whether it is an edge (else a node)
   * @param entity the value of its {@code _type} attribute, e.g. {@code Follow}
   * @param record the user's record, e.g. {@code dev.singletable.samples.social.Follow}
   * @param repository its generated repository
   * @param accessor the table class's method that returns the repository, e.g. {@code follows}
   * @param prefixes its key prefixes: an edge's source and target, a node's
   * @param ids the components its keys are made of, in key order
   * @param keys every key attribute it writes and the template of its value, table keys first
   * @param attributes every other attribute it writes: {@code _type}, then its stored components
   * @param counters a node's {@code @Counter}s
   * @param countedBy an edge's counters, node by node: what its create and delete change in the same transaction
   * @param version a node's {@code @Version} attribute, if any
   */
  public record ItemType(boolean edge, String entity, String record, String repository, String accessor,
      List<Prefix> prefixes, List<Id> ids, List<Key> keys, List<Attribute> attributes, List<Counter> counters,
      List<CountedBy> countedBy, Optional<String> version) {

    /** The id component at {@code end} ({@code source}, {@code target}, {@code node}); the first of a composite sort key. */
    public Id id(String end) {
      return ids.stream().filter(id -> id.end().equals(end)).findFirst().orElseThrow();
    }

    /** The prefix of {@code end}. */
    public String prefix(String end) {
      return prefixes.stream().filter(p -> p.end().equals(end)).findFirst().orElseThrow().value();
    }

    /** The key attribute {@code attribute}, if this item type writes it. */
    public Optional<Key> key(String attribute) {
      return keys.stream().filter(key -> key.attribute().equals(attribute)).findFirst();
    }
  }

  /**
   * A key prefix.
   *
   * @param end {@code source}, {@code target} (an edge's) or {@code node}
   * @param value e.g. {@code ACTOR}
   */
  public record Prefix(String end, String value) {}

  /**
   * An id component.
   *
   * @param component its name, e.g. {@code follower}
   * @param end {@code source}, {@code target} or {@code node}
   * @param javaType e.g. {@code java.lang.String}
   * @param enumValues an enum's constants; empty for other types
   */
  public record Id(String component, String end, String javaType, List<String> enumValues) {}

  /**
   * A key attribute an item type writes, and how its value is made.
   *
   * @param attribute e.g. {@code GSI1PK}
   * @param index the index it keys, or empty for {@code PK} and {@code SK}
   * @param parts the parts of its value, joined by {@code #}
   */
  public record Key(String attribute, Optional<String> index, List<Part> parts) {

    /** The template, e.g. {@code TARGET#{followee}#{shard 0-3}}. */
    public String template() {
      return parts.stream().map(Part::text).collect(Collectors.joining("#"));
    }
  }

  /** One part of a key value: a constant, a component's key text, or a shard number. */
  public sealed interface Part permits Constant, Value, Shard {
    /** The part as a template shows it. */
    String text();
  }

  /** A constant part, e.g. {@code ACTOR}, or a node's whole sort key {@code #User}. */
  public record Constant(String text) implements Part {}

  /** The key text of a component's value: escaped text, fixed-width numbers and times. */
  public record Value(String component) implements Part {
    @Override
    public String text() {
      return "{" + component + "}";
    }
  }

  /** The shard of a sharded inverted index's partition key, from the source id: 0 to {@code count - 1}. */
  public record Shard(int count) implements Part {
    @Override
    public String text() {
      return "{shard 0-" + (count - 1) + "}";
    }
  }

  /**
   * An attribute other than a key.
   *
   * @param name the attribute name, e.g. {@code followedAt}
   * @param type its DynamoDB type: {@code S}, {@code N}, {@code B}, {@code BOOL}, {@code SS}, {@code L}, {@code M}
   * @param role {@code type} (the {@code _type} attribute), {@code attribute}, {@code counter} or {@code version}
   * @param component the record component stored in it; empty for {@code _type}
   * @param javaType the component's type; empty for {@code _type}
   * @param optional whether it may be absent: a component that can be null
   * @param enumValues an enum's constants; empty for other types
   * @param value the one value every item holds: the entity for {@code _type}; empty otherwise
   */
  public record Attribute(String name, String type, String role, Optional<String> component,
      Optional<String> javaType, boolean optional, List<String> enumValues, Optional<String> value) {}

  /**
   * A node's counter.
   *
   * @param attribute the attribute that holds the count
   * @param edge the entity of the edge it counts
   * @param end the edge's end that is the node: {@code source} or {@code target}
   */
  public record Counter(String attribute, String edge, String end) {}

  /**
   * A counter of an edge, seen from the edge.
   *
   * @param node the counting node's entity
   * @param attribute the counter's attribute
   * @param end the edge's end that is the node
   */
  public record CountedBy(String node, String attribute, String end) {}

  /**
   * One access pattern: a generated method and the requests it sends.
   *
   * @param entity the item type it reads or writes; empty for the table's own batches and transactions
   * @param method the call, e.g. {@code follows().followers(String)}
   * @param operation the DynamoDB operation, e.g. {@code Query}; several in order, e.g. {@code Query, UpdateItem}
   * @param on {@code table}, or the index it reads
   * @param keyCondition the key it reads or writes, or the Query's key condition, over templates
   * @param condition the condition a write is sent with, if any
   * @param reading how a listing handle is read, e.g. {@code page}, {@code stream}, {@code count}; empty for a call
   * @param actions what a transaction holds, in order; empty for other operations
   * @param cost the requests it costs, e.g. {@code 4 Queries a page (sharded)}
   */
  public record AccessPattern(Optional<String> entity, String method, String operation, String on,
      Optional<String> keyCondition, Optional<String> condition, List<String> reading, List<String> actions,
      String cost) {}
}
