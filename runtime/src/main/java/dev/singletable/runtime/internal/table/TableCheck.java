package dev.singletable.runtime.internal.table;

import dev.singletable.layout.Layout;
import dev.singletable.runtime.TableMismatchException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * Compares an existing table with the definition the generated code needs: the primary key, each
 * global index (inverted or {@code @Index}) and each local index with its key and projection ALL, and
 * string (S) types for every key attribute the generated code writes. Indexes that no record uses are ignored unless they declare one of those
 * attributes with another type, which would make every write fail.
 */
final class TableCheck {
  private static final String RECREATE = "A table's primary key cannot change: use another table name,"
      + " or recreate the table from the generated definition().";
  private static final String READD = "An index's key and projection cannot change: delete the index"
      + " and add it again with UpdateTable (string keys, projection ALL), or recreate the table from"
      + " the generated definition().";
  private static final String RECREATE_FOR_LOCAL = "LSIs can only be created with the table: recreate it from"
      + " the generated definition() (a new table, its items copied over), or use another table name.";

  private TableCheck() {}

  /** Throws one exception listing every difference, then the fixes. */
  static void check(TableDescription existing, CreateTableRequest wanted) {
    check(existing, wanted, false);
  }

  /**
   * As {@link #check(TableDescription, CreateTableRequest)}; with {@code missingGlobalsAllowed}, a
   * global secondary index the table lacks is no difference (it is about to be added).
   */
  static void check(TableDescription existing, CreateTableRequest wanted, boolean missingGlobalsAllowed) {
    List<String> problems = new ArrayList<>();
    Set<String> fixes = new LinkedHashSet<>();
    if (!sameKeys(existing.keySchema(), wanted.keySchema())) {
      problems.add("its primary key is " + describe(existing.keySchema()) + ", but singletable needs "
          + describe(wanted.keySchema()));
      fixes.add(RECREATE);
    }
    for (GlobalSecondaryIndex index : wanted.globalSecondaryIndexes()) {
      GlobalSecondaryIndexDescription found = find(existing.globalSecondaryIndexes(), index.indexName());
      if (found == null && !missingGlobalsAllowed) {
        problems.add("it lacks the global secondary index " + index.indexName() + " " + describe(index.keySchema()));
        fixes.add("Add the index with the table class's addMissingIndexes() (UpdateTable, waiting until it is"
            + " ACTIVE), then write its keys into the stored items with the repository's backfill(); or create"
            + " the table from the generated definition().");
      } else if (found != null) {
        checkIndex(problems, fixes, "index " + index.indexName(), found.keySchema(), found.projection(),
            index.keySchema(), READD);
      }
    }
    for (LocalSecondaryIndex index : wanted.localSecondaryIndexes()) {
      LocalSecondaryIndexDescription found = findLocal(existing.localSecondaryIndexes(), index.indexName());
      if (found == null) {
        problems.add("it lacks the local secondary index " + index.indexName() + " " + describe(index.keySchema()));
        fixes.add(RECREATE_FOR_LOCAL);
      } else {
        checkIndex(problems, fixes, "local index " + index.indexName(), found.keySchema(), found.projection(),
            index.keySchema(), RECREATE_FOR_LOCAL);
      }
    }
    for (AttributeDefinition written : wanted.attributeDefinitions()) {
      checkType(problems, fixes, existing, written.attributeName());
    }
    checkType(problems, fixes, existing, Layout.TYPE);
    if (!problems.isEmpty()) {
      throw new TableMismatchException(wanted.tableName(), "Table " + wanted.tableName()
          + " does not fit the generated code: " + String.join("; ", problems) + ". "
          + String.join(" ", fixes));
    }
  }

  /**
   * An index found on the table ({@code name}: "index GSI2", "local index LSI1") whose key must be
   * {@code wanted} and whose projection ALL; {@code fix} is how to change either.
   */
  private static void checkIndex(List<String> problems, Set<String> fixes, String name,
      List<KeySchemaElement> keys, Projection projection, List<KeySchemaElement> wanted, String fix) {
    if (!sameKeys(keys, wanted)) {
      problems.add("its " + name + " has the key " + describe(keys) + ", but singletable needs " + describe(wanted));
      fixes.add(fix);
    }
    if (projection == null || projection.projectionType() != ProjectionType.ALL) {
      problems.add("its " + name + " projects " + describe(projection) + ", but listings on "
          + name.substring(name.lastIndexOf(' ') + 1) + " read whole items, so it needs projection ALL");
      fixes.add(fix);
    }
  }

  /** {@code attribute} is written as S: the table must not declare it with another type. */
  private static void checkType(List<String> problems, Set<String> fixes, TableDescription existing,
      String attribute) {
    for (AttributeDefinition definition : existing.attributeDefinitions()) {
      if (definition.attributeName().equals(attribute)
          && definition.attributeType() != ScalarAttributeType.S) {
        problems.add("its key attribute " + attribute + " has type " + definition.attributeTypeAsString()
            + " (" + keyedBy(existing, attribute) + "), but singletable writes it as a string (S)");
        fixes.add(isKey(existing.keySchema(), attribute) ? RECREATE
            : existing.localSecondaryIndexes().stream().anyMatch(index -> isKey(index.keySchema(), attribute))
                ? RECREATE_FOR_LOCAL : READD);
      }
    }
  }

  /** "the table's key, index GSI1": what makes {@code attribute} a typed key attribute. */
  private static String keyedBy(TableDescription existing, String attribute) {
    List<String> users = new ArrayList<>();
    if (isKey(existing.keySchema(), attribute)) {
      users.add("the table's key");
    }
    for (GlobalSecondaryIndexDescription index : existing.globalSecondaryIndexes()) {
      if (isKey(index.keySchema(), attribute)) {
        users.add("a key of index " + index.indexName());
      }
    }
    for (LocalSecondaryIndexDescription index : existing.localSecondaryIndexes()) {
      if (isKey(index.keySchema(), attribute)) {
        users.add("a key of local index " + index.indexName());
      }
    }
    return String.join(", ", users);
  }

  private static boolean isKey(List<KeySchemaElement> keys, String attribute) {
    for (KeySchemaElement key : keys) {
      if (key.attributeName().equals(attribute)) {
        return true;
      }
    }
    return false;
  }

  private static GlobalSecondaryIndexDescription find(List<GlobalSecondaryIndexDescription> indexes, String name) {
    for (GlobalSecondaryIndexDescription index : indexes) {
      if (index.indexName().equals(name)) {
        return index;
      }
    }
    return null;
  }

  private static LocalSecondaryIndexDescription findLocal(List<LocalSecondaryIndexDescription> indexes,
      String name) {
    for (LocalSecondaryIndexDescription index : indexes) {
      if (index.indexName().equals(name)) {
        return index;
      }
    }
    return null;
  }

  private static boolean sameKeys(List<KeySchemaElement> actual, List<KeySchemaElement> wanted) {
    return actual.size() == wanted.size() && actual.containsAll(wanted);
  }

  private static String describe(List<KeySchemaElement> keys) {
    StringBuilder text = new StringBuilder("(");
    for (KeySchemaElement key : keys) {
      text.append(text.length() == 1 ? "" : ", ").append(key.attributeName()).append(' ').append(key.keyTypeAsString());
    }
    return text.append(')').toString();
  }

  /** "KEYS_ONLY", or "INCLUDE (followedAt, tags)". */
  private static String describe(Projection projection) {
    if (projection == null) {
      return "nothing that DescribeTable reports";
    }
    String type = projection.projectionTypeAsString();
    return projection.hasNonKeyAttributes()
        ? type + " (" + String.join(", ", projection.nonKeyAttributes()) + ")" : type;
  }
}
