package com.example.modular;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.TableProvider;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The generated code runs in a named module: its reads and writes, and its provider found by ServiceLoader. */
class ModulePathTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTable(ModularTable::definition);

  @Test
  void theGeneratedTableIsInTheNamedModule() {
    assertTrue(ModularTable.class.getModule().isNamed(), "on the module path");
    assertEquals("com.example.modular", ModularTable.class.getModule().getName());
    assertEquals("dev.singletable.runtime", TableProvider.class.getModule().getName());
  }

  @Test
  void writesAndReadsThroughTheGeneratedRepository() {
    FollowRepository follows = new ModularTable(dynamo.client(), dynamo.tableName()).follows();
    Follow follow = new Follow("alice", "bob", Instant.parse("2026-12-02T07:00:00Z"));
    assertTrue(follows.create(follow));
    assertEquals(List.of(follow), follows.followsOfFollowee("bob").stream().toList());
  }

  @Test
  void serviceLoaderFindsTheProviderTheModuleDeclares() {
    List<String> found = TableProvider.load(ModularTable.class.getClassLoader()).stream()
        .map(provider -> provider.tableClass().getName()).toList();
    assertEquals(List.of("com.example.modular.ModularTable"), found);
  }
}
