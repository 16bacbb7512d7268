package dev.singletable.processor;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.validate.Message;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The diagnostics of {@code @Index}: on the record alone (templates, components, the name, the listing)
 * and with the other records of its table (attributes named like its keys, prefixes shared on one index,
 * the index quota). Each points at the annotation value that is wrong, also when the record has several
 * {@code @Index}es, which javac hands the processor in their container (those tests run the processor
 * unwrapped, see {@link #aTemplatePartThatNamesNoComponentOfARecordWithSeveralIndexes}).
 */
class IndexDiagnosticsTest {

  private final RecordingProcessor processor = new RecordingProcessor();

  /** test.Order with one {@code @Index} of these members on line 7. */
  private static JavaFileObject order(String indexMembers) {
    return Sources.node("test.Order",
        "@Node(prefix = \"ORDER\")",
        "@Index(" + indexMembers + ")",                                                         // line 7
        "record Order(@Node.Id String orderId, String customer, java.time.Instant orderedAt, double total,",
        "    @Counter(edge = Follow.class, end = End.SOURCE) long follows, @Version long version) {}");
  }

  /** The edge the counter of {@link #order} counts. */
  private static JavaFileObject follow() {
    return Sources.edge("test.Follow", "source = \"ORDER\", target = \"USER\"");
  }

  private static String invalidTemplate(String member, String value, String problem) {
    return "[SingletableInvalidKeyTemplate] An index key template is a prefix without '#' or whitespace, then one or"
        + " more #{component} parts, each component once per index; " + member + " of @Index GSI2 of Order is \""
        + value + "\": " + problem + ". Write the prefix, then '#{', a component's name and '}' per part, e.g."
        + " \"o#{orderedAt}#{orderId}\".";
  }

  @Covers(Message.INVALID_KEY_TEMPLATE)
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', quoteCharacter = '~', value = {
      "c{customer}               | it has no #{component} part",
      "#{customer}               | its prefix is empty",
      "c d#{customer}            | its prefix has whitespace or control characters",
      "c#customer                | \"#customer\" is no #{component} part",
      "c#{customer}x             | \"#{customer}x\" is no #{component} part",
      "c#{customer               | \"#{customer\" has no closing '}'",
      "c#{}                      | \"#{}\" names no component",
      "c#{customer}#{customer}   | {customer} is a part of this index already"})
  void aPartitionTemplateThatIsNoTemplate(String template, String problem) {
    JavaFileObject order = order("name = \"GSI2\", partition = \"" + template + "\", sort = \"o#{orderedAt}\","
        + " listing = \"ordersOfCustomer\"");

    Compilation compilation = Compiler.compile(processor, follow(), order);

    Expect.onlyError(compilation, Message.INVALID_KEY_TEMPLATE, order, 7, invalidTemplate("partition", template,
        problem));
    Expect.generatedExactly(processor, "test.FollowAsyncRepository", "test.FollowKeys", "test.FollowMapper",
        "test.FollowRepository", "test.MainAsyncTable", "test.MainTable", "test.MainTableProvider");
  }

  /** A component may feed the partition or the sort key of an index, not both. */
  @Test
  void aComponentInBothTemplatesOfOneIndex() {
    JavaFileObject order = order("name = \"GSI2\", partition = \"c#{customer}\", sort = \"o#{customer}#{orderedAt}\","
        + " listing = \"ordersOfCustomer\"");

    Compilation compilation = Compiler.compile(processor, follow(), order);

    Expect.onlyError(compilation, Message.INVALID_KEY_TEMPLATE, order, 7, invalidTemplate("sort",
        "o#{customer}#{orderedAt}", "{customer} is a part of this index already"));
  }

  /** test.Order with two {@code @Index}es, the second's {@code sort} value {@code o#{orderDate}} on line 9. */
  private static JavaFileObject orderWithTwoIndexes() {
    return Sources.node("test.Order",
        "@Node(prefix = \"ORDER\")",
        "@Index(name = \"GSI2\", partition = \"c#{customer}\", sort = \"o#{orderId}\", listing = \"ordersOfCustomer\")",
        "@Index(name = \"GSI3\", partition = \"p#{product}\",",
        "    sort = \"o#{orderDate}\", listing = \"ordersOfProduct\")",                         // line 9
        "record Order(@Node.Id String orderId, String customer, String product) {}");          // line 10
  }

  private static final String UNKNOWN_ORDER_DATE = "[SingletableUnknownTemplateComponent] The parts of an index key"
      + " template name ids or attributes of the record; sort of @Index GSI3 of Order names {orderDate}, but Order has"
      + " no component of that name. Name one of orderId, customer, product.";

  /**
   * With two {@code @Index}es javac hands the processor their container, and can place nothing inside
   * it: the processor finds the second one's {@code sort} value in the source tree, on its own line.
   * (This test runs the processor as javac loads it: {@link RecordingProcessor} wraps the processing
   * environment, as build tools may, which hides the source trees.)
   */
  @Covers(Message.UNKNOWN_TEMPLATE_COMPONENT)
  @Test
  void aTemplatePartThatNamesNoComponentOfARecordWithSeveralIndexes() {
    JavaFileObject order = orderWithTwoIndexes();

    Compilation compilation = Compiler.compile(order);

    Expect.onlyError(compilation, Message.UNKNOWN_TEMPLATE_COMPONENT, order, 9, UNKNOWN_ORDER_DATE);
  }

  /**
   * Under a wrapped processing environment (a build tool's, or {@link RecordingProcessor}'s) javac's
   * source trees are out of reach, and a finding on one of several {@code @Index}es is on the record.
   */
  @Test
  void withoutTheSourceTreesAFindingOnARepeatedIndexIsOnTheRecord() {
    JavaFileObject order = orderWithTwoIndexes();

    Compilation compilation = Compiler.compile(processor, order);

    Expect.onlyError(compilation, Message.UNKNOWN_TEMPLATE_COMPONENT, order, 10, UNKNOWN_ORDER_DATE);
    Expect.nothingGenerated(processor);
  }

  /** A counter and a version change without a put, which is what writes the index keys. */
  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '~', value = {
      "follows | a @Counter, which its edges change without a put",
      "version | the @Version, which every write changes without a put"})
  void aTemplatePartThatNamesACounterOrTheVersion(String component, String why) {
    JavaFileObject order = order("name = \"GSI2\", partition = \"c#{customer}\", sort = \"o#{" + component + "}\","
        + " listing = \"ordersOfCustomer\"");

    Compilation compilation = Compiler.compile(processor, follow(), order);

    Expect.onlyError(compilation, Message.UNKNOWN_TEMPLATE_COMPONENT, order, 7, "[SingletableUnknownTemplateComponent]"
        + " The parts of an index key template name ids or attributes of the record; sort of @Index GSI2 of Order"
        + " names {" + component + "}, " + why + ". Name one of orderId, customer, orderedAt, total.");
  }

  @Covers(Message.UNORDERED_KEY_COMPONENT)
  @ParameterizedTest
  @ValueSource(strings = {"double", "boolean", "byte[]", "java.math.BigDecimal"})
  void aTemplatePartWhoseTypeHasNoOrderedKeyText(String type) {
    JavaFileObject order = Sources.node("test.Order",
        "@Node(prefix = \"ORDER\")",
        "@Index(name = \"GSI2\", partition = \"c#{customer}\", sort = \"t#{total}\", listing = \"ordersByTotal\")",
        "record Order(@Node.Id String orderId, String customer, " + type + " total) {}");

    Compilation compilation = Compiler.compile(processor, order);

    Expect.onlyError(compilation, Message.UNORDERED_KEY_COMPONENT, order, 7, "[SingletableUnorderedKeyComponent] The"
        + " components of an index key template must have a key text that sorts as their values do: String, UUID,"
        + " int, long (or their boxes), an enum, Instant or LocalDate; sort of @Index GSI2 of Order names Order.total,"
        + " which is " + type + ". Leave it out of the template, or store it as one of these types (a long of cents"
        + " for an amount).");
  }

  @Test
  void anIndexNameDynamoDbRefuses() {
    JavaFileObject order = order("name = \"G2\", partition = \"c#{customer}\", sort = \"o#{orderedAt}\","
        + " listing = \"ordersOfCustomer\"");

    Compilation compilation = Compiler.compile(processor, follow(), order);

    Expect.onlyError(compilation, Message.INVALID_INDEX_NAME, order, 7, "[SingletableInvalidIndexName] A DynamoDB"
        + " index name has 3 to 255 characters of A-Z, a-z, 0-9, '_', '-' and '.'; name of an @Index of Order is"
        + " \"G2\". Use a name such as \"GSI1\".");
  }

  @Covers(Message.REPEATED_INDEX)
  @Test
  void twoIndexesOfOneNameOnOneRecord() {
    JavaFileObject order = Sources.node("test.Order",
        "@Node(prefix = \"ORDER\")",
        "@Index(name = \"GSI2\", partition = \"c#{customer}\", sort = \"o#{orderId}\", listing = \"ordersOfCustomer\")",
        "@Index(name = \"GSI2\", partition = \"p#{product}\", sort = \"o#{orderId}\", listing = \"ordersOfProduct\")",
        "record Order(@Node.Id String orderId, String customer, String product) {}");

    Compilation compilation = Compiler.compile(order);

    Expect.onlyError(compilation, Message.REPEATED_INDEX, order, 8, "[SingletableRepeatedIndex] An item type has one"
        + " pair of key attributes per index (<index>PK, <index>SK); Order already keys index GSI2 with another"
        + " @Index. Give this @Index another name.");
  }

  @Test
  void anIndexNamedAsTheEdgesInvertedIndex() {
    JavaFileObject follow = Sources.source("test.Follow",
        "@Edge(source = \"USER\", target = \"USER\", invertedIndex = \"GSI1\")",
        "@dev.singletable.annotations.Index(name = \"GSI1\", partition = \"f#{to}\", sort = \"f#{from}\","   // line 7
            + " listing = \"followsTo\")",
        "record Follow(@Edge.Source String from, @Edge.Target String to) {}");

    Compilation compilation = Compiler.compile(processor, follow);

    Expect.onlyError(compilation, Message.REPEATED_INDEX, follow, 7, "[SingletableRepeatedIndex] An item type has one"
        + " pair of key attributes per index (<index>PK, <index>SK); Follow already keys index GSI1 as its inverted"
        + " index. Give this @Index another name.");
  }

  @Test
  void aListingNameThatIsNoIdentifier() {
    JavaFileObject order = order("name = \"GSI2\", partition = \"c#{customer}\", sort = \"o#{orderedAt}\","
        + " listing = \"1st\"");

    Compilation compilation = Compiler.compile(processor, follow(), order);

    Expect.onlyError(compilation, Message.INVALID_LISTING_NAME, order, 7, "[SingletableInvalidListingName] A listing"
        + " name must be a Java identifier and not a keyword (it names repository methods); listing of @Index GSI2 of"
        + " Order is \"1st\". Use a name such as \"following\".");
  }

  /** Every repository's methods, a node repository's, its recounts: none is free for a listing. */
  @ParameterizedTest
  @ValueSource(strings = {"get", "backfill", "collection", "recountFollows"})
  void aListingNameTheRepositoryHasAlready(String name) {
    JavaFileObject order = order("name = \"GSI2\", partition = \"c#{customer}\", sort = \"o#{orderedAt}\","
        + " listing = \"" + name + "\"");

    Compilation compilation = Compiler.compile(processor, follow(), order);

    Expect.onlyError(compilation, Message.LISTING_NAME_TAKEN, order, 7, "[SingletableListingNameTaken] Each repository"
        + " method needs a name of its own; listing of @Index GSI2 of Order is \"" + name + "\", which would give a"
        + " second method " + name + "(...). Choose another name.");
  }

  /** An edge's index listing may not take its listing by source's derived name, nor another index's. */
  @Test
  void anEdgesIndexListingNamedAsAnotherListing() {
    JavaFileObject follow = Sources.source("test.Follow",
        "@Edge(source = \"USER\", target = \"USER\")",
        "@dev.singletable.annotations.Index(name = \"GSI2\", partition = \"f#{to}\", sort = \"f#{from}\","
            + " listing = \"followsOfFrom\")",                                                  // line 7
        "@dev.singletable.annotations.Index(name = \"GSI3\", partition = \"g#{to}\", sort = \"g#{from}\","
            + " listing = \"followsOfFrom\")",                                                  // line 8
        "record Follow(@Edge.Source String from, @Edge.Target String to) {}");

    Compilation compilation = Compiler.compile(follow);

    Expect.count(compilation, Message.LISTING_NAME_TAKEN, 2);
    for (long line : new long[] {7, 8}) {
      Expect.at(compilation, Message.LISTING_NAME_TAKEN, follow, line, "[SingletableListingNameTaken] Each repository"
          + " method needs a name of its own; listing of @Index GSI" + (line - 5) + " of Follow is \"followsOfFrom\","
          + " which would give a second method followsOfFrom(...). Choose another name.");
    }
  }

  /** The edge's recount a counter asks for may not be the name of the edge's index listing. */
  @Test
  void aCounterWhoseEdgeRecountIsAnIndexListing() {
    JavaFileObject follow = Sources.source("test.Follow",
        "@Edge(source = \"USER\", target = \"USER\", table = \"Social\")",
        "@dev.singletable.annotations.Index(name = \"GSI2\", partition = \"f#{to}\", sort = \"f#{from}\","
            + " listing = \"recountUserFollowing\")",
        "record Follow(@Edge.Source String from, @Edge.Target String to) {}");
    JavaFileObject user = Sources.user("@Node.Id String id,",
        "@Counter(edge = Follow.class, end = End.SOURCE) long following");                       // line 9

    Compilation compilation = Compiler.compile(processor, follow, user);

    Expect.onlyError(compilation, Message.RECOUNT_NAME_TAKEN, user, 9, "[SingletableRecountNameTaken] Each repository"
        + " method needs a name of its own; counter User.following would give FollowRepository a method"
        + " recountUserFollowing(...), but that is a listing method of Follow (listing = \"recountUserFollowing\" of"
        + " @Index GSI2). Rename the counter component, or choose another listing name.");
  }

  /** An attribute of any record of the table named like an index's key would put that record into the index. */
  @Test
  void anAttributeNamedLikeAnIndexKey() {
    JavaFileObject order = Sources.node("test.Order",
        "@Node(prefix = \"ORDER\")",
        "@Index(name = \"GSI2\", partition = \"c#{customer}\", sort = \"o#{orderId}\", listing = \"ordersOfCustomer\")",
        "record Order(@Node.Id String orderId, String customer, @Attribute(\"GSI2PK\") String note) {}");   // line 8
    JavaFileObject other = Sources.node("test.Customer",
        "@Node(prefix = \"CUSTOMER\")",
        "record Customer(@Node.Id String customerId, String GSI2SK) {}");                                 // line 7

    Compilation compilation = Compiler.compile(processor, order, other);

    Expect.count(compilation, Message.RESERVED_ATTRIBUTE, 2);
    Expect.at(compilation, Message.RESERVED_ATTRIBUTE, order, 8, "[SingletableReservedAttribute] Attribute \"GSI2PK\""
        + " of Order.note collides with the GSI2 partition key attribute of table Main. Rename it with"
        + " @Attribute(\"...\").");
    Expect.at(compilation, Message.RESERVED_ATTRIBUTE, other, 7, "[SingletableReservedAttribute] Attribute \"GSI2SK\""
        + " of Customer.GSI2SK collides with the GSI2 sort key attribute of table Main. Rename it with"
        + " @Attribute(\"...\").");
    Expect.nothingGenerated(processor);
  }

  /** test.Name in table Shop with a GSI2 of these prefixes, its {@code sort} value on line 8. */
  private static JavaFileObject onGsi2(String name, String partitionPrefix, String sortPrefix) {
    return Sources.node("test." + name,
        "@Node(prefix = \"" + name.toUpperCase(java.util.Locale.ROOT) + "\", table = \"Shop\")",
        "@Index(name = \"GSI2\", partition = \"" + partitionPrefix + "#{customer}\",",
        "    sort = \"" + sortPrefix + "#{at}\", listing = \"ofCustomer\")",                               // line 8
        "record " + name + "(@Node.Id String id, String customer, java.time.Instant at) {}");
  }

  @Covers(Message.INDEX_LAYOUT_COLLISION)
  @Test
  void twoRecordsOnOneIndexWithTheSamePrefixes() {
    JavaFileObject order = onGsi2("Order", "c", "o");
    JavaFileObject refund = onGsi2("Refund", "c", "o");

    Compilation compilation = Compiler.compile(processor, order, refund, onGsi2("Invoice", "c", "i"));

    Expect.count(compilation, Message.INDEX_LAYOUT_COLLISION, 2);
    Expect.at(compilation, Message.INDEX_LAYOUT_COLLISION, order, 8, "[SingletableIndexLayoutCollision] Item types"
        + " that share an index need key prefixes of their own; @Index GSI2 of Order and @Index GSI2 of Refund both"
        + " key index GSI2 of table Shop as GSI2PK=c#…, GSI2SK=o#…, so a listing of one would return the other's"
        + " items. Give one of them another sort prefix.");
    Expect.at(compilation, Message.INDEX_LAYOUT_COLLISION, refund, 8, "[SingletableIndexLayoutCollision] Item types"
        + " that share an index need key prefixes of their own; @Index GSI2 of Refund and @Index GSI2 of Order both"
        + " key index GSI2 of table Shop as GSI2PK=c#…, GSI2SK=o#…, so a listing of one would return the other's"
        + " items. Give one of them another sort prefix.");
    Expect.generatedExactly(processor, "test.InvoiceAsyncRepository", "test.InvoiceCondition", "test.InvoiceKeys", "test.InvoiceMapper",
        "test.InvoiceRepository", "test.ShopAsyncTable", "test.ShopTable", "test.ShopTableProvider");
  }

  /** An edge's inverted index is a layout of the index too: its target prefix, then its source prefix. */
  @Test
  void anIndexWithTheLayoutOfAnInvertedIndex() {
    JavaFileObject follow = Sources.edge("test.Follow",
        "source = \"o\", target = \"c\", invertedIndex = \"GSI2\", table = \"Shop\"");
    JavaFileObject order = onGsi2("Order", "c", "o");

    Compilation compilation = Compiler.compile(processor, follow, order);

    Expect.count(compilation, Message.INDEX_LAYOUT_COLLISION, 2);
    Expect.at(compilation, Message.INDEX_LAYOUT_COLLISION, follow, 6, "[SingletableIndexLayoutCollision] Item types"
        + " that share an index need key prefixes of their own; the inverted index of Follow and @Index GSI2 of Order"
        + " both key index GSI2 of table Shop as GSI2PK=c#…, GSI2SK=o#…, so a listing of one would return the other's"
        + " items. Give one of them another sort prefix.");
    Expect.at(compilation, Message.INDEX_LAYOUT_COLLISION, order, 8, "[SingletableIndexLayoutCollision] Item types"
        + " that share an index need key prefixes of their own; @Index GSI2 of Order and the inverted index of Follow"
        + " both key index GSI2 of table Shop as GSI2PK=c#…, GSI2SK=o#…, so a listing of one would return the other's"
        + " items. Give one of them another sort prefix.");
  }

  /** Declared indexes count towards the quota with the inverted ones; the warning is on the 21st's name. */
  @Test
  void moreIndexesThanTheDefaultQuotaCountsDeclaredIndexes() {
    String[] body = new String[23];
    body[0] = "@Node(prefix = \"EVENT\")";
    for (int i = 1; i <= 21; i++) {
      String n = String.format("%02d", i);
      body[i] = "@Index(name = \"GSI" + n + "\", partition = \"p" + n + "#{a}\", sort = \"s#{id}\", listing = \"by"
          + n + "\")";                                                                          // lines 7 to 27
    }
    body[22] = "record Event(@Node.Id String id, String a) {}";
    JavaFileObject event = Sources.node("test.Event", body);

    Compilation compilation = Compiler.compile(event);

    Expect.only(compilation, Message.TOO_MANY_INDEXES, event, 27, "[SingletableTooManyIndexes] Table Main declares 21"
        + " global secondary indexes; DynamoDB's default quota is 20 per table. Request a quota increase, or let"
        + " records share an index.");
  }

  @Covers(Message.LOCAL_INDEX_PARTITION)
  @Test
  void aLocalIndexWithAPartitionTemplate() {
    JavaFileObject order = order("name = \"LSI1\", local = true, partition = \"c#{customer}\","
        + " sort = \"o#{orderedAt}\", listing = \"ordersByTime\"");

    Compilation compilation = Compiler.compile(processor, follow(), order);

    Expect.onlyError(compilation, Message.LOCAL_INDEX_PARTITION, order, 7, "[SingletableLocalIndexPartition] A local"
        + " index has the base table's partition key PK, so it takes no partition template; @Index LSI1 of Order is"
        + " local = true with partition = \"c#{customer}\". Remove partition (the listing then reads the partition"
        + " PK = ORDER#<orderId>), or remove local = true for a global index.");
    Expect.generatedExactly(processor, "test.FollowAsyncRepository", "test.FollowKeys", "test.FollowMapper",
        "test.FollowRepository", "test.MainAsyncTable", "test.MainTable", "test.MainTableProvider");
  }

  @Covers(Message.MISSING_INDEX_PARTITION)
  @Test
  void aGlobalIndexWithoutAPartitionTemplate() {
    JavaFileObject order = order("name = \"GSI2\", sort = \"o#{orderedAt}\", listing = \"ordersOfCustomer\"");

    Compilation compilation = Compiler.compile(processor, follow(), order);

    Expect.onlyError(compilation, Message.MISSING_INDEX_PARTITION, order, 7, "[SingletableMissingIndexPartition] A"
        + " global index needs a partition key template; @Index GSI2 of Order has none. Add one such as partition ="
        + " \"c#{customer}\", or add local = true to sort the record's own partition (PK) by the sort template.");
  }

  @Covers(Message.UNIQUE_LOCAL_INDEX)
  @Test
  void aUniqueLocalIndex() {
    JavaFileObject order = order("name = \"LSI1\", local = true, sort = \"o#{orderedAt}\", listing = \"latest\","
        + " unique = true");

    Compilation compilation = Compiler.compile(processor, follow(), order);

    Expect.onlyError(compilation, Message.UNIQUE_LOCAL_INDEX, order, 7, "[SingletableUniqueLocalIndex] A local index"
        + " cannot be unique: its partition is the record's own base partition (PK = ORDER#<orderId>), not a key of"
        + " its own that a lookup could promise holds one item; @Index LSI1 of Order has local = true and unique ="
        + " true. Remove unique and read the listing, or make it a global index with a partition template.");
  }

  /** test.Name in table Shop with one {@code @Index} of these members on line 7. */
  private static JavaFileObject inShop(String name, String prefix, String indexMembers) {
    return Sources.node("test." + name,
        "@Node(prefix = \"" + prefix + "\", table = \"Shop\")",
        "@Index(" + indexMembers + ")",                                                         // line 7
        "record " + name + "(@Node.Id String id, String customer, java.time.Instant at) {}");
  }

  @Covers(Message.LOCAL_AND_GLOBAL_INDEX)
  @Test
  void anIndexNameLocalForOneRecordAndGlobalForAnother() {
    JavaFileObject order = inShop("Order", "ORDER", "name = \"IX1\", local = true, sort = \"o#{at}\","
        + " listing = \"byTime\"");
    JavaFileObject refund = inShop("Refund", "REFUND", "name = \"IX1\", partition = \"c#{customer}\","
        + " sort = \"r#{at}\", listing = \"ofCustomer\"");

    Compilation compilation = Compiler.compile(processor, order, refund);

    Expect.count(compilation, Message.LOCAL_AND_GLOBAL_INDEX, 2);
    Expect.at(compilation, Message.LOCAL_AND_GLOBAL_INDEX, order, 7, "[SingletableLocalAndGlobalIndex] An index of a"
        + " table is local or global for every record that keys it; @Index IX1 of Order keys IX1 as a local index,"
        + " but @Index IX1 of Refund keys it as a global one. Give one of them another index name, or make them agree"
        + " on local = true.");
    Expect.at(compilation, Message.LOCAL_AND_GLOBAL_INDEX, refund, 7, "[SingletableLocalAndGlobalIndex] An index of a"
        + " table is local or global for every record that keys it; @Index IX1 of Refund keys IX1 as a global index,"
        + " but @Index IX1 of Order keys it as a local one. Give one of them another index name, or make them agree"
        + " on local = true.");
    Expect.nothingGenerated(processor);
  }

  /** An edge's inverted index is global: a local index of its name is refused on both. */
  @Test
  void aLocalIndexNamedAsAnotherRecordsInvertedIndex() {
    JavaFileObject follow = Sources.edge("test.Follow",
        "source = \"USER\", target = \"USER\", invertedIndex = \"IX1\", table = \"Shop\"");
    JavaFileObject order = inShop("Order", "ORDER", "name = \"IX1\", local = true, sort = \"o#{at}\","
        + " listing = \"byTime\"");

    Compilation compilation = Compiler.compile(processor, follow, order);

    Expect.count(compilation, Message.LOCAL_AND_GLOBAL_INDEX, 2);
    Expect.at(compilation, Message.LOCAL_AND_GLOBAL_INDEX, order, 7, "[SingletableLocalAndGlobalIndex] An index of a"
        + " table is local or global for every record that keys it; @Index IX1 of Order keys IX1 as a local index,"
        + " but the inverted index of Follow keys it as a global one. Give one of them another index name, or make"
        + " them agree on local = true.");
  }

  /**
   * A local index is keyed by the base partition: two item types whose base partition prefixes are
   * equal (an edge from customers and the customer node) need different sort prefixes on it, and
   * types of different base prefixes may share one.
   */
  @Test
  void twoRecordsOnOneLocalIndexInOnePartitionWithTheSameSortPrefix() {
    JavaFileObject customer = inShop("Customer", "CUSTOMER", "name = \"LSI1\", local = true, sort = \"o#{at}\","
        + " listing = \"byTime\"");
    JavaFileObject placed = Sources.node("test.Placed",
        "@Edge(source = \"CUSTOMER\", target = \"ORDER\", table = \"Shop\")",
        "@Index(name = \"LSI1\", local = true, sort = \"o#{at}\", listing = \"byTime\")",   // line 7
        "record Placed(@Edge.Source String customer, @Edge.Target String order, java.time.Instant at) {}");
    JavaFileObject order = inShop("Order", "ORDER", "name = \"LSI1\", local = true, sort = \"o#{at}\","
        + " listing = \"byTime\"");

    Compilation compilation = Compiler.compile(processor, customer, placed, order);

    Expect.count(compilation, Message.INDEX_LAYOUT_COLLISION, 2);
    Expect.at(compilation, Message.INDEX_LAYOUT_COLLISION, customer, 7, "[SingletableIndexLayoutCollision] Item types"
        + " that share an index need key prefixes of their own; @Index LSI1 of Customer and @Index LSI1 of Placed both"
        + " key index LSI1 of table Shop as PK=CUSTOMER#…, LSI1SK=o#…, so a listing of one would return the other's"
        + " items. Give one of them another sort prefix.");
    Expect.at(compilation, Message.INDEX_LAYOUT_COLLISION, placed, 7, "[SingletableIndexLayoutCollision] Item types"
        + " that share an index need key prefixes of their own; @Index LSI1 of Placed and @Index LSI1 of Customer both"
        + " key index LSI1 of table Shop as PK=CUSTOMER#…, LSI1SK=o#…, so a listing of one would return the other's"
        + " items. Give one of them another sort prefix.");
    Expect.generatedExactly(processor, "test.OrderAsyncRepository", "test.OrderCondition", "test.OrderKeys", "test.OrderMapper",
        "test.OrderRepository", "test.OrderUpdate", "test.ShopAsyncTable", "test.ShopTable", "test.ShopTableProvider");
  }

  /** Local indexes count against DynamoDB's limit of 5, apart from the global ones; the error is on the 6th's name. */
  @Covers(Message.TOO_MANY_LOCAL_INDEXES)
  @Test
  void moreLocalIndexesThanDynamoDbAllows() {
    String[] body = new String[9];
    body[0] = "@Node(prefix = \"EVENT\")";
    body[1] = "@Index(name = \"GSI1\", partition = \"p#{a}\", sort = \"s#{id}\", listing = \"byA\")";
    for (int i = 1; i <= 6; i++) {
      body[i + 1] = "@Index(name = \"LSI" + i + "\", local = true, sort = \"s" + i + "#{a}\", listing = \"by" + i
          + "\")";                                                                             // lines 8 to 13
    }
    body[8] = "record Event(@Node.Id String id, String a) {}";
    JavaFileObject event = Sources.node("test.Event", body);

    Compilation compilation = Compiler.compile(event);

    Expect.onlyError(compilation, Message.TOO_MANY_LOCAL_INDEXES, event, 13, "[SingletableTooManyLocalIndexes] A table"
        + " has at most 5 local secondary indexes, a DynamoDB limit no quota increase raises; table Main declares 6"
        + " (LSI1, LSI2, LSI3, LSI4, LSI5, LSI6). Let records share a local index, or make this one global with a"
        + " partition template.");
  }
}
