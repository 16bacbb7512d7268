/**
 * Spring Boot 4 auto-configuration for singletable: {@link dev.singletable.spring.SingletableAutoConfiguration}
 * registers every generated table and repository as a bean, {@link
 * dev.singletable.spring.SingletableProperties} holds the {@code singletable.*} properties, and
 * {@link dev.singletable.spring.SingletableHealthAutoConfiguration} adds a health indicator per
 * table. The guide is docs/guide/spring-boot.md.
 */
package dev.singletable.spring;
