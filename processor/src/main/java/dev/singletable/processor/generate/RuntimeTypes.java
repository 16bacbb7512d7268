package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import java.util.Map;

/** The classes generated code refers to, named once. */
final class RuntimeTypes {
  static final String RUNTIME = "dev.singletable.runtime";
  private static final String INTERNAL = RUNTIME + ".internal";
  private static final String DYNAMODB = "software.amazon.awssdk.services.dynamodb";

  static final ClassName PAGE = ClassName.get(RUNTIME, "Page");
  static final ClassName LIST_OPTIONS = ClassName.get(RUNTIME, "ListOptions");
  static final ClassName READ_CONSISTENCY = ClassName.get(RUNTIME, "ReadConsistency");
  static final ClassName ITEM_KEY = ClassName.get(RUNTIME, "ItemKey");
  static final ClassName ITEM_MAPPER = ClassName.get(RUNTIME, "ItemMapper");
  static final ClassName NODE_MAPPER = ClassName.get(RUNTIME, "NodeMapper");
  static final ClassName WIRING = ClassName.get(RUNTIME, "Wiring");
  static final ClassName LISTING = ClassName.get(RUNTIME, "Listing");
  static final ClassName ASYNC_LISTING = ClassName.get(RUNTIME, "AsyncListing");
  static final ClassName RANGE = ClassName.get(RUNTIME, "Range");
  static final ClassName CONDITION = ClassName.get(RUNTIME, "Condition");
  static final ClassName CONDITION_ATTRIBUTE = ClassName.get(RUNTIME, "ConditionAttribute");
  static final ClassName ITEM_COLLECTION = ClassName.get(RUNTIME, "ItemCollection");
  static final ClassName ASYNC_ITEM_COLLECTION = ClassName.get(RUNTIME, "AsyncItemCollection");
  static final ClassName COLLECTION_PAGE = ClassName.get(RUNTIME, "CollectionPage");

  static final ClassName LAYOUT = ClassName.get("dev.singletable.layout", "Layout");
  static final ClassName KEYS = ClassName.get(INTERNAL + ".codec", "Keys");
  static final ClassName KEY_PARTS = ClassName.get(INTERNAL + ".codec", "KeyParts");
  static final ClassName VALUES = ClassName.get(INTERNAL + ".codec", "Values");
  static final ClassName ENCODING = ClassName.get(INTERNAL + ".codec", "Encoding");
  static final ClassName ITEMS = ClassName.get(INTERNAL + ".codec", "Items");
  static final ClassName LISTING_SPEC = ClassName.get(INTERNAL + ".query", "ListingSpec");
  static final ClassName SHARDED_LISTING_SPEC = ClassName.get(INTERNAL + ".query", "ShardedListingSpec");
  static final ClassName COLLECTION_SPEC = ClassName.get(INTERNAL + ".query", "CollectionSpec");
  static final ClassName REPOSITORY_WIRING = ClassName.get(INTERNAL, "RepositoryWiring");
  static final ClassName SORT_ID = ClassName.get(INTERNAL + ".codec", "SortId");
  static final ClassName EDGE_COUNTING = ClassName.get(INTERNAL + ".tx", "EdgeCounting");
  static final ClassName OPERATIONS = ClassName.get(INTERNAL + ".request", "Operations");
  static final ClassName ARGUMENTS = ClassName.get(INTERNAL + ".codec", "Arguments");
  static final ClassName TABLES = ClassName.get(INTERNAL + ".table", "Tables");
  static final ClassName MODEL_DESCRIPTORS = ClassName.get(INTERNAL + ".table", "ModelDescriptors");
  static final ClassName TABLE_CONTEXT = ClassName.get(INTERNAL + ".exec", "TableContext");
  static final ClassName ASYNC_CALLS = ClassName.get(INTERNAL + ".exec", "AsyncCalls");
  static final ClassName BATCH_SETTINGS = ClassName.get(RUNTIME, "BatchSettings");
  static final ClassName RESHARD = ClassName.get(RUNTIME, "Reshard");
  static final ClassName TABLE_SETTINGS = ClassName.get(RUNTIME, "TableSettings");
  static final ClassName TABLE = ClassName.get(RUNTIME, "Table");
  static final ClassName ASYNC_TABLE = ClassName.get(RUNTIME, "AsyncTable");
  static final ClassName TABLE_PROVIDER = ClassName.get(RUNTIME, "TableProvider");
  static final ClassName PROVIDERS = ClassName.get(INTERNAL + ".table", "Providers");

  static final ClassName CLIENT = ClassName.get(DYNAMODB, "DynamoDbClient");
  static final ClassName ASYNC_CLIENT = ClassName.get(DYNAMODB, "DynamoDbAsyncClient");
  static final ClassName SDK_PUBLISHER = ClassName.get("software.amazon.awssdk.core.async", "SdkPublisher");
  static final ClassName ATTRIBUTE_VALUE = ClassName.get(DYNAMODB + ".model", "AttributeValue");
  static final ClassName CREATE_TABLE_REQUEST = ClassName.get(DYNAMODB + ".model", "CreateTableRequest");

  static final ClassName OPTIONAL = ClassName.get("java.util", "Optional");
  static final ClassName HASH_MAP = ClassName.get("java.util", "HashMap");
  static final ClassName LIST = ClassName.get("java.util", "List");
  static final ClassName STREAM = ClassName.get("java.util.stream", "Stream");
  static final ClassName COMPLETABLE_FUTURE = ClassName.get("java.util.concurrent", "CompletableFuture");

  /** {@code Map<String, AttributeValue>}: an item or a key. */
  static final TypeName ITEM = ParameterizedTypeName.get(
      ClassName.get(Map.class), ClassName.get(String.class), ATTRIBUTE_VALUE);

  private RuntimeTypes() {}
}
