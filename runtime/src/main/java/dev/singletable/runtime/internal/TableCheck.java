package dev.singletable.runtime.internal;

import dev.singletable.runtime.TableMismatchException;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/** Compares an existing table with the definition the generated code needs. */
final class TableCheck {

  private TableCheck() {}

  /** Throws when {@code existing} lacks the primary key or an index of {@code wanted}. */
  static void check(TableDescription existing, CreateTableRequest wanted) {
    String table = wanted.tableName();
    if (!sameKeys(existing.keySchema(), wanted.keySchema())) {
      throw new TableMismatchException(table, "Table " + table + " has the key schema " + describe(existing.keySchema())
          + ", but singletable needs " + describe(wanted.keySchema())
          + ". Use another table name, or recreate the table from the generated definition().");
    }
    for (GlobalSecondaryIndex index : wanted.globalSecondaryIndexes()) {
      GlobalSecondaryIndexDescription found = find(existing.globalSecondaryIndexes(), index.indexName());
      if (found == null || !sameKeys(found.keySchema(), index.keySchema())) {
        throw new TableMismatchException(table, "Table " + table + " lacks the global secondary index "
            + index.indexName() + " " + describe(index.keySchema())
            + (found == null ? "" : " (it has " + describe(found.keySchema()) + ")")
            + ". Add it with UpdateTable (projection ALL), or create the table from the generated definition().");
      }
    }
  }

  private static GlobalSecondaryIndexDescription find(List<GlobalSecondaryIndexDescription> indexes, String name) {
    for (GlobalSecondaryIndexDescription index : indexes) {
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
}
