package dev.singletable.processor.validate;

import dev.singletable.processor.read.ValueKind;
import javax.tools.Diagnostic;

/**
 * Every diagnostic the processor prints. Each has a stable id in brackets, then the rule, the
 * offending value and the fix. {@code docs/diagnostics.md} lists them with examples; a test fails
 * when one has no negative test.
 */
public enum Message {
  EDGE_NOT_RECORD("SingletableEdgeNotRecord",
      "@Edge must annotate a record; %s is %s. Declare it as 'record %s(...)'."),
  EDGE_GENERIC("SingletableEdgeGeneric",
      "@Edge records cannot be generic; %s declares <%s>. Remove the type parameters and use concrete component types."),
  EDGE_PRIVATE("SingletableEdgePrivate",
      "@Edge records must be reachable from their package; %s is private or inside a private type. Make it package-private or public."),
  MISSING_SOURCE("SingletableMissingSource",
      "An @Edge record needs one @Edge.Source component; %s has none. Put @Edge.Source on the component that holds the source id."),
  MISSING_TARGET("SingletableMissingTarget",
      "An @Edge record needs one @Edge.Target component; %s has none. Put @Edge.Target on the component that holds the target id."),
  REPEATED_SOURCE("SingletableRepeatedSource",
      "An @Edge record has exactly one @Edge.Source component; %s marks %s. Keep @Edge.Source on one of them."),
  UNORDERED_TARGET_COMPONENT("SingletableUnorderedTargetComponent",
      "The @Edge.Target components of a composite sort key must have a key text that sorts as their values do: "
          + ValueKind.SUPPORTED_SORT_PARTS + "; %s is %s. Change its type to one of these, or take @Edge.Target off it."),
  NULLABLE_TARGET_COMPONENT("SingletableNullableTargetComponent",
      "The @Edge.Target components of a composite sort key are parts of the key, which cannot be null; %s is %s, a box that can be. Declare it as '%s %s'."),
  COMPOSITE_TARGET_INVERTED("SingletableCompositeTargetInverted",
      "An inverted index lists the edges into one target, but %s has a composite sort key (@Edge.Target on %s), so no node is its target; it has invertedIndex = \"%s\". Remove invertedIndex (and listFromTarget, invertedIndexShards), or keep @Edge.Target on one component."),
  COMPOSITE_TARGET_COUNTED("SingletableCompositeTargetCounted",
      "A counter of the TARGET end counts the edges into one target node, but %s has a composite sort key (@Edge.Target on %s), so no node is its target; %s counts its TARGET end. Count its SOURCE end, or keep @Edge.Target on one component of %s."),
  SOURCE_AND_TARGET("SingletableSourceAndTarget",
      "A component cannot be both source and target; %s has @Edge.Source and @Edge.Target. Use two components, one per end."),
  STRAY_MARKER("SingletableStrayMarker",
      "%s only applies to a component of %s record; %s is not one. Remove %s, or declare the enclosing type as %s record."),
  STRAY_INDEX("SingletableStrayIndex",
      "@Index declares an index of an @Edge or @Node record; %s is neither, so the index would be ignored. Add @Edge or @Node to it, or remove @Index."),
  EDGE_AND_NODE("SingletableEdgeAndNode",
      "A record is an @Edge or a @Node, not both; %s has both. Remove one of them, or split it into two records."),
  NODE_NOT_RECORD("SingletableNodeNotRecord",
      "@Node must annotate a record; %s is %s. Declare it as 'record %s(...)'."),
  NODE_GENERIC("SingletableNodeGeneric",
      "@Node records cannot be generic; %s declares <%s>. Remove the type parameters and use concrete component types."),
  NODE_PRIVATE("SingletableNodePrivate",
      "@Node records must be reachable from their package; %s is private or inside a private type. Make it package-private or public."),
  MISSING_NODE_ID("SingletableMissingNodeId",
      "A @Node record needs one @Node.Id component; %s has none. Put @Node.Id on the component that holds the node's id."),
  REPEATED_NODE_ID("SingletableRepeatedNodeId",
      "A @Node record has exactly one @Node.Id component; %s marks %s. Keep @Node.Id on one of them."),
  REPEATED_VERSION("SingletableRepeatedVersion",
      "A @Node record has at most one @Version component; %s marks %s. Keep @Version on one of them."),
  CONFLICTING_MARKERS("SingletableConflictingMarkers",
      "A component of a @Node record is an id, a counter, a version or a plain attribute; %s has %s and %s. Keep one of them."),
  VERSION_TYPE("SingletableVersionType",
      "A @Version component must be a long; %s is %s. Declare it as 'long %s'."),
  COUNTER_TYPE("SingletableCounterType",
      "A @Counter component must be a long or an int; %s is %s. Declare it as 'long %s'."),
  COUNTER_NOT_EDGE("SingletableCounterNotEdge",
      "@Counter must name an @Edge record of the node's table; %s names %s, %s. Name an @Edge record of table %s."),
  COUNTER_ID_TYPE("SingletableCounterIdType",
      "A counter's node id must have the type of the edge end it counts; %s counts the %s of %s, whose id %s is %s, but %s is %s. Give both ids the same type."),
  UNSUPPORTED_ID_TYPE("SingletableUnsupportedIdType",
      "An id component must be " + ValueKind.SUPPORTED_IDS
          + "; %s is %s. Change its type to one of these."),
  UNSUPPORTED_ATTRIBUTE_TYPE("SingletableUnsupportedAttributeType",
      "An attribute component must be one of " + ValueKind.SUPPORTED_ATTRIBUTES
          + "; %s is %s. Change its type, or store it in a supported form."),
  EMPTY_PREFIX("SingletableEmptyPrefix",
      "A key prefix cannot be empty; %s of %s is \"\". Give it a name such as \"%s\"."),
  PREFIX_WITH_DELIMITER("SingletablePrefixWithDelimiter",
      "A key prefix cannot contain the key delimiter '#'; %s of %s is \"%s\". Remove the '#', e.g. \"%s\"."),
  PREFIX_WITH_WHITESPACE("SingletablePrefixWithWhitespace",
      "A key prefix cannot contain whitespace or control characters; %s of %s is \"%s\". Use letters, digits, '_', '-' or '.'."),
  INVALID_INDEX_NAME("SingletableInvalidIndexName",
      "A DynamoDB index name has 3 to 255 characters of A-Z, a-z, 0-9, '_', '-' and '.'; %s of %s is \"%s\". Use a name such as \"GSI1\"."),
  INVALID_SHARD_COUNT("SingletableInvalidShardCount",
      "An inverted index has 1 to %d shards; invertedIndexShards of %s is %d. Use 1 (unsharded) for most targets, or a power of two such as 16 for a hot one."),
  SHARDS_WITHOUT_INDEX("SingletableShardsWithoutIndex",
      "Only an inverted index can be sharded; %s has invertedIndexShards = %d but no invertedIndex. Add invertedIndex = \"GSI1\", or remove invertedIndexShards."),
  INVERTED_SORT_WITHOUT_INDEX("SingletableInvertedSortWithoutIndex",
      "invertedIndexSort orders an inverted index; %s has invertedIndexSort = \"%s\" but no invertedIndex. Add invertedIndex = \"GSI1\", or remove invertedIndexSort."),
  INVALID_TABLE_NAME("SingletableInvalidTableName",
      "A table name must be a Java identifier (it names the generated <table>Table class); table of %s is \"%s\". Use a name such as \"Social\"."),
  INVALID_LISTING_NAME("SingletableInvalidListingName",
      "A listing name must be a Java identifier and not a keyword (it names repository methods); %s of %s is \"%s\". Use a name such as \"following\"%s."),
  INVALID_ACCESSOR("SingletableInvalidAccessor",
      "An accessor must be a Java identifier and not a keyword (it names a method of the table class); accessor of %s is \"%s\". Use an identifier, or leave accessor out for the derived name \"%s\"."),
  LIST_FROM_TARGET_WITHOUT_INDEX("SingletableListFromTargetWithoutIndex",
      "Listing by target needs an inverted index; %s has listFromTarget = \"%s\" but no invertedIndex. Add invertedIndex = \"GSI1\", or remove listFromTarget."),
  INVALID_KEY_TEMPLATE("SingletableInvalidKeyTemplate",
      "An index key template is a prefix without '#' or whitespace, then one or more #{component} parts, each component once per index; %s of %s is \"%s\": %s. Write the prefix, then '#{', a component's name and '}' per part, e.g. \"o#{orderedAt}#{orderId}\"."),
  UNKNOWN_TEMPLATE_COMPONENT("SingletableUnknownTemplateComponent",
      "The parts of an index key template name ids or attributes of the record; %s of %s names {%s}, %s. Name one of %s."),
  UNORDERED_KEY_COMPONENT("SingletableUnorderedKeyComponent",
      "The components of an index key template must have a key text that sorts as their values do: "
          + ValueKind.SUPPORTED_KEY_PARTS + "; %s of %s names %s, which is %s. Leave it out of the template, or store it as one of these types (a long of cents for an amount)."),
  REPEATED_INDEX("SingletableRepeatedIndex",
      "An item type has one pair of key attributes per index (<index>PK, <index>SK); %s already keys index %s %s. Give this @Index another name."),
  LOCAL_INDEX_PARTITION("SingletableLocalIndexPartition",
      "A local index has the base table's partition key PK, so it takes no partition template; %s is local = true with partition = \"%s\". Remove partition (the listing then reads the partition %s), or remove local = true for a global index."),
  MISSING_INDEX_PARTITION("SingletableMissingIndexPartition",
      "A global index needs a partition key template; %s has none. Add one such as partition = \"%s#{%s}\", or add local = true to sort the record's own partition (PK) by the sort template."),
  UNIQUE_LOCAL_INDEX("SingletableUniqueLocalIndex",
      "A local index cannot be unique: its partition is the record's own base partition (%s), not a key of its own that a lookup could promise holds one item; %s has local = true and unique = true. Remove unique and read the listing, or make it a global index with a partition template."),
  LOCAL_AND_GLOBAL_INDEX("SingletableLocalAndGlobalIndex",
      "An index of a table is local or global for every record that keys it; %s keys %s as a %s index, but %s keys it as a %s one. Give one of them another index name, or make them agree on local = true."),
  INDEX_LAYOUT_COLLISION("SingletableIndexLayoutCollision",
      "Item types that share an index need key prefixes of their own; %s and %s both key index %s of table %s as %s, so a listing of one would return the other's items. Give one of them another sort prefix."),
  RECOUNT_NAME_TAKEN("SingletableRecountNameTaken",
      "Each repository method needs a name of its own; counter %s would give %s a method %s(...), but %s. Rename the counter component%s."),
  LISTING_NAME_TAKEN("SingletableListingNameTaken",
      "Each repository method needs a name of its own; %s of %s is \"%s\", which would give a second method %s(...). Choose another name."),
  ACCESSOR_TAKEN("SingletableAccessorTaken",
      "Each record of a table needs a repository accessor of its own on the table class; %s of %s is \"%s\", which %s. Choose another with accessor = \"...\"."),
  ATTRIBUTE_ON_ID("SingletableAttributeOnId",
      "@Attribute has no effect on an id component, which is stored inside the keys; %s is %s. Remove @Attribute."),
  GENERATED_NAME_TAKEN("SingletableGeneratedNameTaken",
      "singletable generates %s for %s, but a type of that name already exists in this compilation. Rename that type, or the record (or table)."),
  GENERATED_NAME_CLASH("SingletableGeneratedNameClash",
      "Generated type names must not read as another record's; %s generates %s (%s), and %s. Rename %s."),
  INVALID_ATTRIBUTE_NAME("SingletableInvalidAttributeName",
      "An attribute name cannot be empty; %s has @Attribute(\"\"). Give it a name, or remove @Attribute to use the component name."),
  RESERVED_ATTRIBUTE("SingletableReservedAttribute",
      "Attribute \"%s\" of %s collides with the %s attribute of table %s. Rename it with @Attribute(\"...\")."),
  DUPLICATE_ATTRIBUTE("SingletableDuplicateAttribute",
      "Two components of %s are stored as attribute \"%s\": %s and %s. Give one of them another name with @Attribute(\"...\")."),
  CONFUSABLE_RECORDS("SingletableConfusableRecords",
      "%s and %s have the same key layout %s in table %s, so a listing of one would return the other's items. Give one of them another source or target prefix."),
  DUPLICATE_ENTITY_NAME("SingletableDuplicateEntityName",
      "Two records of table %s are named %s (%s and %s); the name is the item's _type. Rename one, or put it in another table."),
  LATE_RECORD("SingletableLateRecord",
      "%s reached the processor after table %s was generated. Generate it in an earlier round, or put it in another table."),
  UNRESOLVED_TYPE("SingletableUnresolvedType",
      "The type of %s never resolved (%s). Check its import, or the processor that should generate it."),
  BAD_OPTION("SingletableBadOption",
      "-A%s must be true or false; it is '%s'. Pass -A%s=true to generate the async repositories and table classes, or leave the option out to go without them."),
  UNKNOWN_EXPORT("SingletableUnknownExport",
      "-A%s takes a comma-separated list of export formats out of %s; '%s' is not one of them. Name only these (e.g. -A%s=cloudformation-yaml,workbench), or leave the option out to write them all."),
  MODEL_FILE_FAILED("SingletableModelFileFailed",
      "The model files of table %s go to the class output, but %s could not be written: %s. Make the class output directory (javac -d; Maven's target/classes) writable with room to spare, and let no other annotation processor write that file."),
  RUNTIME_MISSING("SingletableRuntimeMissing",
      "Generated code calls singletable-runtime, but the compile class path has no %s (no singletable-runtime, or one without a version). Add the dependency dev.singletable:singletable-runtime:%s, the processor's version."),
  RUNTIME_VERSION("SingletableRuntimeVersion",
      "The processor and singletable-runtime must have the same version; the processor is %s, but the runtime on the compile class path is %s. Use dev.singletable:singletable-runtime:%s, or import dev.singletable:singletable-bom to keep them together."),
  INTERNAL_ERROR("SingletableInternalError",
      "singletable failed on %s. Please report this with the stack trace:%n%s"),
  TOO_MANY_INDEXES("SingletableTooManyIndexes",
      "Table %s declares %d global secondary indexes; DynamoDB's default quota is %d per table. Request a quota increase, or let records share an index.",
      Diagnostic.Kind.WARNING),
  TOO_MANY_LOCAL_INDEXES("SingletableTooManyLocalIndexes",
      "A table has at most %d local secondary indexes, a DynamoDB limit no quota increase raises; table %s declares %d (%s). Let records share a local index, or make this one global with a partition template.");

  private final String id;
  private final String format;
  private final Diagnostic.Kind kind;

  Message(String id, String format) {
    this(id, format, Diagnostic.Kind.ERROR);
  }

  Message(String id, String format, Diagnostic.Kind kind) {
    this.id = id;
    this.format = format;
    this.kind = kind;
  }

  public String id() {
    return id;
  }

  public Diagnostic.Kind kind() {
    return kind;
  }

  /** The text javac prints: {@code [Id] rule; value. Fix.} */
  public String format(Object... args) {
    return "[" + id + "] " + String.format(java.util.Locale.ROOT, format, args);
  }
}
