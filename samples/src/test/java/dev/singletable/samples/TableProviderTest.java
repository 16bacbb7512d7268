package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.AsyncTable;
import dev.singletable.runtime.InvalidRequestException;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableProvider;
import dev.singletable.runtime.TableSettings;
import dev.singletable.samples.social.Mute;
import dev.singletable.samples.social.MuteAsyncRepository;
import dev.singletable.samples.social.MuteRepository;
import dev.singletable.samples.social.FollowAsyncRepository;
import dev.singletable.samples.social.FollowRepository;
import dev.singletable.samples.social.SocialAsyncTable;
import dev.singletable.samples.social.SocialTable;
import dev.singletable.samples.social.UserRepository;
import dev.singletable.testing.LocalDynamoDbExtension;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Every generated table is found through {@code ServiceLoader} ({@link TableProvider#load}), built and
 * asked for its repositories by accessor, without reflection: what the Spring Boot starter and other
 * integrations do. The sample's table and the tests' tables are all listed.
 */
class TableProviderTest {
  @RegisterExtension
  static final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withoutTable();

  private static TableProvider social() {
    return TableProvider.load(TableProviderTest.class.getClassLoader()).stream()
        .filter(provider -> provider.tableClass() == SocialTable.class).findFirst().orElseThrow();
  }

  @Test
  void everyTableOfTheClassPathIsFoundInOrder() {
    List<String> found = TableProvider.load(TableProviderTest.class.getClassLoader()).stream()
        .map(provider -> provider.tableClass().getName()).toList();
    assertTrue(found.contains("dev.singletable.samples.social.SocialTable"), found.toString());
    assertTrue(found.contains("dev.singletable.shop.ShopTable"), "the tests' tables too: " + found);
    assertEquals(found.stream().sorted().toList(), found, "by table class name");
  }

  @Test
  void theProviderDescribesTheTableAndItsRepositories() {
    TableProvider provider = social();
    assertEquals("Social", provider.name());
    assertEquals(Optional.of(SocialAsyncTable.class), provider.asyncTableClass());
    assertEquals(List.of(new TableProvider.Repository("follows", FollowRepository.class,
            Optional.of(FollowAsyncRepository.class)),
        new TableProvider.Repository("mutes", MuteRepository.class, Optional.of(MuteAsyncRepository.class)),
        new TableProvider.Repository("users", UserRepository.class,
            Optional.of(dev.singletable.samples.social.UserAsyncRepository.class))), provider.repositories());
  }

  @Test
  void aTableBuiltByItsProviderWorksThroughItsInterface() {
    TableProvider provider = social();
    Table table = provider.newTable(dynamo.client(), "provided", TableSettings.defaults());
    assertInstanceOf(SocialTable.class, table);
    assertEquals("provided", table.tableName());
    table.createIfMissing();
    table.verify();
    MuteRepository mutes = (MuteRepository) provider.repository(table, "mutes");
    assertSame(((SocialTable) table).mutes(), mutes, "the table's own repository");
    mutes.put(new Mute("alice", "bob", Instant.parse("2026-12-02T06:00:00Z")));
    assertTrue(mutes.exists("alice", "bob"));

    AsyncTable async = provider.newAsyncTable(dynamo.asyncClient(), "provided", TableSettings.defaults());
    async.verify().join();
    MuteAsyncRepository asyncMutes = (MuteAsyncRepository) provider.repository(async, "mutes");
    assertTrue(asyncMutes.exists("alice", "bob").join());
  }

  @Test
  void anUnknownAccessorOrAnotherTableIsRefused() {
    TableProvider provider = social();
    Table table = provider.newTable(dynamo.client(), "refusals", TableSettings.defaults());
    InvalidRequestException e = assertThrows(InvalidRequestException.class, () -> provider.repository(table, "likes"));
    assertEquals("SocialTableProvider.repository: the table has no repository 'likes'. Its repositories are follows,"
        + " mutes, users.", e.getMessage());
    Table other = TableProvider.load(getClass().getClassLoader()).stream()
        .filter(p -> p.tableClass() != SocialTable.class).findFirst().orElseThrow()
        .newTable(dynamo.client(), "other", TableSettings.defaults());
    e = assertThrows(InvalidRequestException.class, () -> provider.repository(other, "follows"));
    assertTrue(e.getMessage().startsWith("SocialTableProvider.repository: the table is a "), e.getMessage());
    assertTrue(e.getMessage().endsWith(", not a dev.singletable.samples.social.SocialTable. Ask the provider whose"
        + " tableClass() it is."), e.getMessage());
  }
}
