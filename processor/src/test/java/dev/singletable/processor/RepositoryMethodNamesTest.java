package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.model.Names;
import dev.singletable.runtime.AsyncEdgeRepository;
import dev.singletable.runtime.EdgeRepository;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The names a chosen listing name must not take ({@link Names#REPOSITORY_METHODS}) are exactly the
 * methods every repository has, sync and async: those the generators write and those it inherits
 * from the runtime's base class (for an edge with an inverted index and one with an {@code @Index}). A method added to either without listing it here would let a
 * listing name clash with it.
 */
class RepositoryMethodNamesTest {
  private static final Set<String> OBJECT_METHODS = Set.of("equals", "hashCode", "toString", "getClass",
      "notify", "notifyAll", "wait", "clone", "finalize");

  @Test
  void everyNonListingRepositoryMethodIsReserved() {
    JavaFileObject[] sources = Compiler.samples(
        GoldenFilesTest.SOCIAL_DIR + "Follow.java", GoldenFilesTest.SOCIAL_DIR + "Mute.java");
    Compilation social = Compiler.compile(sources[0], sources[1], Sources.source("test.Rating",
        "@Edge(source = \"USER\", target = \"MOVIE\")",
        "@dev.singletable.annotations.Index(name = \"GSI2\", partition = \"m#{movie}\", sort = \"u#{user}\","
            + " listing = \"ratingsOfMovie\")",
        "record Rating(@Edge.Source String user, @Edge.Target String movie) {}"));
    assertThat(social).succeeded();
    Set<String> reserved = new TreeSet<>(Names.REPOSITORY_METHODS);
    reserved.removeAll(OBJECT_METHODS);
    Set<String> used = new TreeSet<>();
    String samples = "dev.singletable.samples.social.";
    Map<String, Class<?>> repositories = Map.of(samples + "FollowRepository", EdgeRepository.class,
        samples + "FollowAsyncRepository", AsyncEdgeRepository.class, samples + "MuteRepository", EdgeRepository.class,
        "test.RatingRepository", EdgeRepository.class);
    GeneratedApi api = GeneratedApi.of(social);
    for (Map.Entry<String, Class<?>> entry : repositories.entrySet()) {
      String repository = entry.getKey().substring(entry.getKey().lastIndexOf('.') + 1);
      Set<String> methods = new TreeSet<>(api.type(entry.getKey()).methodNames());
      for (Class<?> type = entry.getValue(); type != Object.class; type = type.getSuperclass()) {
        for (Method method : type.getDeclaredMethods()) {
          if (Modifier.isPublic(method.getModifiers()) || Modifier.isProtected(method.getModifiers())) {
            methods.add(method.getName());
          }
        }
      }
      methods.removeIf(name -> name.equals("following") || name.equals("followers") || name.startsWith("mutesOf")
          || name.startsWith("ratingsOf"));
      Set<String> unreserved = new TreeSet<>(methods);
      unreserved.removeAll(reserved);
      assertEquals(Set.of(), unreserved, repository + " has methods a listing could be named like");
      used.addAll(methods);
    }
    assertEquals(reserved, used, "reserved, but in no repository (reshard only where there is an inverted index,"
        + " backfill where there is an @Index)");
  }
}
